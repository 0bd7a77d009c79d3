import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_PIN_MAX_LENGTH } from '@vs/validation';

/** Six digits from the crypto RNG, leading zeros kept. */
export function newPinCode(): string {
  return String(randomInt(0, 10 ** EMAIL_PIN_MAX_LENGTH)).padStart(EMAIL_PIN_MAX_LENGTH, '0');
}

/**
 * The stored form: sha256 over the flow id and the code, so a code is bound to its flow and the
 * table never holds one in the clear. (A keyed slow hash buys nothing for a 10^6 space that lives
 * an hour and dies after 5 tries; the tries cap is the protection.)
 */
export function pinDigest(flowId: string, pinCode: string): string {
  return createHash('sha256').update(`signup-pin:${flowId}:${pinCode}`).digest('hex');
}

export function pinMatches(flowId: string, pinCode: string, storedDigest: string): boolean {
  const given = Buffer.from(pinDigest(flowId, pinCode), 'hex');
  const stored = Buffer.from(storedDigest, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
