import { cardBrand, isExpiryNotPast, passesLuhn, securityCodeLength, type CardBrandCode } from '@vs/validation';

/**
 * What the provider checks when the page asks for a token, answered with its 5-character error
 * codes (spec 001 §8): kind 03 required, 04 invalid value, 05 wrong length; item 001 merchant ID,
 * 002 service ID, 003 card number, 004 expiry, 005 security code.
 */
export interface TokenRequest {
  readonly merchantId?: unknown;
  readonly serviceId?: unknown;
  readonly ccNumber?: unknown;
  /** YYYYMM */
  readonly ccExpiration?: unknown;
  readonly securityCode?: unknown;
}

export interface CheckedCard {
  readonly digits: string;
  readonly brand: CardBrandCode;
  readonly expireDate: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function checkTokenRequest(
  request: TokenRequest,
  merchant: { merchantId: string; serviceId: string },
  today: Date,
): { card: CheckedCard } | { errorCode: string } {
  const merchantId = text(request.merchantId);
  const serviceId = text(request.serviceId);
  if (!merchantId) return { errorCode: '03001' };
  if (merchantId !== merchant.merchantId) return { errorCode: '04001' };
  if (!serviceId) return { errorCode: '03002' };
  if (serviceId !== merchant.serviceId) return { errorCode: '04002' };

  const digits = text(request.ccNumber).replace(/ /g, '');
  if (!digits) return { errorCode: '03003' };
  if (!/^\d+$/.test(digits)) return { errorCode: '04003' };
  if (digits.length < 14 || digits.length > 19) return { errorCode: '05003' };
  if (!passesLuhn(digits)) return { errorCode: '04003' };

  const expiry = text(request.ccExpiration);
  if (!expiry) return { errorCode: '03004' };
  if (expiry.length !== 6) return { errorCode: '05004' };
  const year = Number(expiry.slice(0, 4));
  const month = Number(expiry.slice(4, 6));
  if (!/^\d{6}$/.test(expiry) || month < 1 || month > 12 || !isExpiryNotPast(year, month, today)) {
    return { errorCode: '04004' };
  }

  const brand = cardBrand(digits);
  const code = text(request.securityCode);
  if (!code) return { errorCode: '03005' };
  if (!/^\d+$/.test(code)) return { errorCode: '04005' };
  if (code.length !== securityCodeLength(brand)) return { errorCode: '05005' };
  return { card: { digits, brand, expireDate: expiry } };
}
