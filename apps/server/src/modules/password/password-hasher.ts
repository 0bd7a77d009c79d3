import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** Algorithm.Argon2id: the package declares a const enum, which isolatedModules cannot read. */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id with OWASP's second recommended profile (m = 19 MiB, t = 2, p = 1), the parameters
 * SECURITY.md commits to. The PHC string keeps them, so a later change can rehash at login.
 */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one argon2 computation per core at a time, the rest queued. Each fills 19 MiB of memory;
 * more of them than cores only take turns on a core, evicting each other's memory from its caches:
 * four in flight on one core cost 1.5 times the CPU of one after another (docs/performance.md
 * "Login throughput"), and they would hold every thread of libuv's pool that file reads share.
 */
export const argon2Gate = pLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return argon2Gate(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2Gate(() => verify(passwordHash, password));
  } catch {
    return false; // a malformed stored hash never logs anybody in
  }
}

/** True when the stored hash was made with other parameters than today's (rehash after a successful login). */
export function needsRehash(passwordHash: string): boolean {
  const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
  return !passwordHash.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
}
