/**
 * The sandbox's test cards: the number decides what happens, as with real providers' test modes.
 * Every number passes the Luhn check; any other valid number behaves as `ok`.
 */
export type CardBehaviour =
  /** Registers without a challenge; every charge succeeds. */
  | 'ok'
  /** Refused when it is registered (the issuer declines the card check). */
  | 'declineRegistration'
  /** Registers; every charge is declined (insufficient funds). */
  | 'declineCharge'
  /** Asks for a 3-D Secure challenge when registered; charges need none. */
  | 'challengeRegistration'
  /** Asks for a 3-D Secure challenge when registered and at every charge. */
  | 'challengeAlways'
  /**
   * Registers; each charge answers only after PAYMENT_SANDBOX_SLOW_CHARGE_MS and succeeds even when the
   * caller gave up before (PAYMENT_PROVIDER_TIMEOUT_MS shorter): the charge whose answer is lost.
   */
  | 'slowCharge';

export interface TestCard {
  readonly number: string;
  readonly behaviour?: CardBehaviour;
  /** The token error code the token call answers instead of a token (spec 001 §8). */
  readonly tokenError?: string;
  readonly description: string;
}

export const testCards: readonly TestCard[] = [
  { number: '4111111111111111', behaviour: 'ok', description: 'Visa: success, no challenge' },
  { number: '5555555555554444', behaviour: 'ok', description: 'Mastercard: success' },
  { number: '378282246310005', behaviour: 'ok', description: 'American Express: success' },
  { number: '3530111333300000', behaviour: 'ok', description: 'JCB: success' },
  { number: '30569309025904', behaviour: 'ok', description: 'Diners: success' },
  { number: '4000000000000002', behaviour: 'declineRegistration', description: 'declined when registered' },
  { number: '4000000000000341', behaviour: 'declineCharge', description: 'registers, every charge declined' },
  {
    number: '4000000000003220',
    behaviour: 'challengeRegistration',
    description: '3-D Secure challenge at registration',
  },
  {
    number: '4000002760003184',
    behaviour: 'challengeAlways',
    description: '3-D Secure challenge at every charge too (none for an off-session renewal)',
  },
  {
    number: '4000000000009995',
    behaviour: 'slowCharge',
    description: 'charge answers late and succeeds after the merchant gave up (a lost answer)',
  },
  { number: '4000000000000127', tokenError: '04005', description: 'token error 04005 (security code)' },
  { number: '4000000000000069', tokenError: '04004', description: 'token error 04004 (expiry)' },
  { number: '4000000000000101', tokenError: '07003', description: 'token error 07003 (card number)' },
  { number: '4000000000000119', tokenError: '99003', description: 'token error 99003 (system error)' },
];

/** The one-time code the challenge page accepts; any other code fails the challenge. */
export const CHALLENGE_PASS_CODE = '1234';

export function testCardOf(digits: string): TestCard | undefined {
  return testCards.find((card) => card.number === digits);
}
