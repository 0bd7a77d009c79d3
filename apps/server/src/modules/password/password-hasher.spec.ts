import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { argon2Gate, hashPassword, needsRehash, verifyPassword } from './password-hasher';

describe('password hasher', () => {
  it('verifies the right password, refuses a wrong one and a malformed hash', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(needsRehash(stored)).toBe(false);
    await expect(verifyPassword(stored, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'correct horse batterY')).resolves.toBe(false);
    await expect(verifyPassword('$argon2id$v=19$broken', 'correct horse battery')).resolves.toBe(false);
  });

  it('runs at most one argon2 computation per core, queueing the rest', async () => {
    const stored = await hashPassword('correct horse battery');
    const cores = availableParallelism();
    const verifies = Array.from({ length: cores + 2 }, () => verifyPassword(stored, 'correct horse battery'));
    await Promise.resolve();
    expect(argon2Gate.concurrency).toBe(cores);
    expect(argon2Gate.activeCount).toBe(cores);
    expect(argon2Gate.pendingCount).toBe(2);
    await expect(Promise.all(verifies)).resolves.toEqual(verifies.map(() => true));
    expect(argon2Gate.activeCount + argon2Gate.pendingCount).toBe(0);
  });
});
