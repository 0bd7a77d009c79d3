import { messages, type ValidationMessageKey as MessageKey } from './messages';

/**
 * The payment provider's card token error codes (spec 001 §8): 5 characters, the first 2 the kind
 * (03 required, 04 or 07 invalid value, 05 wrong length, 99 system error), the last 3 the item
 * (001 merchant ID, 002 service ID, 003 card number, 004 expiry, 005 security code, 006 none).
 * A member can fix only the card's own fields; a merchant or service ID problem, an unknown code or
 * a kind without a field is the default 'クレジットカードの登録に失敗しました' (decided), and 99 is
 * the system error, whatever the item.
 */
export type CardTokenField = 'cardNumber' | 'expiry' | 'securityCode';

export interface CardTokenError {
  readonly key: MessageKey;
  /** The card form's field the message belongs on; absent for a form-level message. */
  readonly field?: CardTokenField;
}

const t = messages.cardToken;

const byField: Record<CardTokenField, Record<'required' | 'invalid' | 'length', MessageKey>> = {
  cardNumber: { required: t.numberRequired, invalid: t.numberInvalid, length: t.numberLength },
  expiry: { required: t.expiryRequired, invalid: t.expiryInvalid, length: t.expiryLength },
  securityCode: {
    required: t.securityCodeRequired,
    invalid: t.securityCodeInvalid,
    length: t.securityCodeLength,
  },
};

const itemFields: Record<string, CardTokenField> = { '003': 'cardNumber', '004': 'expiry', '005': 'securityCode' };
const kinds: Record<string, 'required' | 'invalid' | 'length'> = {
  '03': 'required',
  '04': 'invalid',
  '07': 'invalid',
  '05': 'length',
};

export function cardTokenError(code: string | null | undefined): CardTokenError {
  if (!code || !/^\d{5}$/.test(code)) return { key: t.failed };
  const kindCode = code.slice(0, 2);
  if (kindCode === '99') return { key: t.system };
  const kind = kinds[kindCode];
  const field = itemFields[code.slice(2)];
  if (!kind || !field) return { key: t.failed };
  return { key: byField[field][kind], field };
}
