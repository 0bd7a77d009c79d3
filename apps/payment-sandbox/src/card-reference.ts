import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CardBrandCode } from '@vs/validation';
import type { CardBehaviour } from './test-cards';

/**
 * A registered card as the merchant keeps it: a signed, self-describing reference (brand, last
 * four, expiry, test behaviour), so the sandbox keeps no card store and a restart loses no card.
 * The signature (HMAC under the sandbox's secret) stops a merchant from making up references.
 */
export interface CardRecord {
  readonly brand: CardBrandCode;
  readonly last4: string;
  readonly expireDate: string;
  readonly behaviour: CardBehaviour;
}

const sign = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function cardReference(secret: string, card: CardRecord): string {
  const payload = Buffer.from(
    JSON.stringify({ b: card.brand, l: card.last4, e: card.expireDate, x: card.behaviour }),
  ).toString('base64url');
  return `card_${payload}.${sign(secret, payload)}`;
}

export function readCardReference(secret: string, reference: string): CardRecord | null {
  const match = /^card_([\w-]+)\.([\w-]+)$/.exec(reference);
  if (!match?.[1] || !match[2]) return null;
  const expected = Buffer.from(sign(secret, match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const data = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as Record<string, string>;
  return {
    brand: data['b'] as CardBrandCode,
    last4: data['l'] ?? '',
    expireDate: data['e'] ?? '',
    behaviour: data['x'] as CardBehaviour,
  };
}
