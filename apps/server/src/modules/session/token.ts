import { createHash, randomBytes } from 'node:crypto';

/** 128 bits from the crypto RNG, base64url: the cookie's value. */
export function newSessionToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The database keeps only this digest, so reading the sessions table does not yield live cookies. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
