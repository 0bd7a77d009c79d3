import type { PaymentProviderSettings } from '@vs/contract';
import { cardTokenError, type CardTokenField } from '@vs/validation';
import type { Refusal } from '../form-page/use-form-page';
import type { CardFieldValues } from './card-fields';
import { makeTokens, type CardTokens } from './provider-scripts';

/** The provider refused to make a token: its 5-character code, or none (script not loaded, network). */
export class TokenRefused extends Error {
  constructor(readonly errorCode: string | null) {
    super(`card token refused: ${errorCode ?? 'no code'}`);
  }
}

/**
 * The card's tokens from the provider's scripts (spec 001 §7), or TokenRefused. The card itself goes
 * only to the provider's origin; what a page sends to our server is these tokens.
 */
export async function tokenizeCard(
  provider: PaymentProviderSettings | null,
  values: CardFieldValues,
): Promise<CardTokens> {
  if (!provider) throw new TokenRefused(null);
  const made = await makeTokens(provider, {
    ccNumber: values.cardNumber.replace(/ /g, ''),
    ccExpiration: `${values.expiryYear}${values.expiryMonth}`,
    securityCode: values.securityCode,
  });
  if (!made.ok) throw new TokenRefused(made.errorCode);
  return made.tokens;
}

const fieldOf: Record<CardTokenField, keyof CardFieldValues> = {
  cardNumber: 'cardNumber',
  expiry: 'expiryYear',
  securityCode: 'securityCode',
};

/**
 * A form page's `refuse` for a TokenRefused: the token error code's message (spec 001 §8) on its
 * field, or as the page's failure; undefined for any other error.
 */
export function refuseCardToken(error: unknown): Refusal<keyof CardFieldValues> | undefined {
  if (!(error instanceof TokenRefused)) return undefined;
  const refusal = cardTokenError(error.errorCode);
  return refusal.field ? { fields: { [fieldOf[refusal.field]]: refusal.key } } : { failure: refusal.key };
}
