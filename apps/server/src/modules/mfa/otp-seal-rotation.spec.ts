import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { accountFactors } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertAccount } from '../account/accounts.repository';
import { consumeBackupCode, newBackupCodes, replaceBackupCodes } from './backup-codes';
import { enableFactor } from './factors.repository';
import { openOtpSecret, resealOtpSecrets, sealOtpSecret } from './otp-secret-seal';

/** Keys are read once per database handle: a new handle on the same database is a process with new settings. */
const processWith = (db: Db, env: { OTP_SEAL_KEY: string; OTP_SEAL_KEY_PREVIOUS?: string }): Db => {
  process.env['OTP_SEAL_KEY'] = env.OTP_SEAL_KEY;
  if (env.OTP_SEAL_KEY_PREVIOUS) process.env['OTP_SEAL_KEY_PREVIOUS'] = env.OTP_SEAL_KEY_PREVIOUS;
  else delete process.env['OTP_SEAL_KEY_PREVIOUS'];
  return Object.create(db) as Db;
};
const newKey = () => randomBytes(32).toString('base64url');

describe('rotating OTP_SEAL_KEY (ASVS 11.2.2)', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const saved = { key: process.env['OTP_SEAL_KEY'], previous: process.env['OTP_SEAL_KEY_PREVIOUS'] };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database);
  });
  afterEach(() => {
    for (const [name, value] of [
      ['OTP_SEAL_KEY', saved.key],
      ['OTP_SEAL_KEY_PREVIOUS', saved.previous],
    ] as const)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('reseals OTP secrets under the new key; old backup codes work while the old key is named', async () => {
    const [oldKey, nextKey] = [newKey(), newKey()];
    const before = processWith(db.database.db, { OTP_SEAL_KEY: oldKey });
    const account = await insertAccount(before, {
      storeId: 'demo',
      email: 'rotation@example.com',
      userId: null,
      passwordHash: 'not-used',
      customAssociatedInfo: {},
      createdAt: new Date(),
      passwordUpdatedAt: new Date(),
    });
    const sealedOld = await sealOtpSecret(before, 'JBSWY3DPEHPK3PXP');
    await enableFactor(before, account.id, 'OTP', new Date(), sealedOld);
    const codes = newBackupCodes();
    await replaceBackupCodes(before, account.id, codes, new Date());

    const withoutOldKey = processWith(db.database.db, { OTP_SEAL_KEY: nextKey });
    await expect(openOtpSecret(withoutOldKey, sealedOld)).rejects.toThrow();

    const rotating = processWith(db.database.db, { OTP_SEAL_KEY: nextKey, OTP_SEAL_KEY_PREVIOUS: oldKey });
    expect(await openOtpSecret(rotating, sealedOld)).toBe('JBSWY3DPEHPK3PXP');
    expect(await resealOtpSecrets(rotating)).toBe(1);
    expect(await resealOtpSecrets(rotating)).toBe(0);
    expect(await consumeBackupCode(rotating, account.id, codes[0] ?? '', new Date())).toBe(true);
    expect(await consumeBackupCode(rotating, account.id, codes[0] ?? '', new Date())).toBe(false);

    const after = processWith(db.database.db, { OTP_SEAL_KEY: nextKey });
    const [row] = await after.select().from(accountFactors).where(eq(accountFactors.accountId, account.id));
    expect(row?.otpSecretSealed).not.toBe(sealedOld);
    expect(await openOtpSecret(after, row?.otpSecretSealed ?? '')).toBe('JBSWY3DPEHPK3PXP');
    // An HMAC cannot be re-keyed: codes handed out under the old key end with it (hence "regenerate").
    expect(await consumeBackupCode(after, account.id, codes[1] ?? '', new Date())).toBe(false);
    await replaceBackupCodes(after, account.id, codes, new Date());
    expect(await consumeBackupCode(after, account.id, codes[1] ?? '', new Date())).toBe(true);
  });
});
