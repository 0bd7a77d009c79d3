import { createHmac } from 'node:crypto';

/**
 * RFC 6238 TOTP (SHA-1, 6 digits, 30-second steps), written out here rather than imported from the
 * server, so the journeys check the server's codes against an independent implementation.
 */
export function totpAt(base32Secret: string, at: Date = new Date(), stepOffset = 0): string {
  const key = decodeBase32(base32Secret);
  const counter = Math.floor(at.getTime() / 1000 / 30) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = (digest[digest.length - 1] as number) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeBase32(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 30-second step `at` falls in. */
export function stepOf(at: Date = new Date()): number {
  return Math.floor(at.getTime() / 30_000);
}

/**
 * A code the server should take now after `usedStep`'s code was spent (the server refuses a step
 * already used): the current step's, or, while still in the used step, the next one's, which the
 * server's one step of clock drift accepts.
 */
export function codeAfter(base32Secret: string, usedStep: number, at: Date = new Date()): string {
  return totpAt(base32Secret, at, stepOf(at) > usedStep ? 0 : 1);
}

/** Waits until the current 30-second step has at least `marginMs` left, so a typed code is not stale on arrival. */
export async function awaitFreshStep(marginMs = 8_000): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
