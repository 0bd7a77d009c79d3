import { createHash } from 'node:crypto';
import { BACKUP_CODE_COUNT, BACKUP_CODE_LENGTH } from '@vs/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { appSecrets, backupCodes, oneTimeCodes, trustedDevices } from '../../db/schema';
import { migrateAndSeed } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertAccount } from '../account/accounts.repository';
import {
  backupCodesLeft,
  consumeBackupCode,
  deleteBackupCodes,
  newBackupCodes,
  replaceBackupCodes,
  upgradeUnkeyedBackupCodes,
} from './backup-codes';
import { acceptOtpStep, disableFactor, enableFactor, enabledFactorsOf, setPreferredFactor } from './factors.repository';
import { maskEmail, maskPhone } from './mask';
import { checkOneTimeCode, issueOneTimeCode, ONE_TIME_CODE_MAX_FAILURES } from './one-time-codes';
import { openOtpSecret, sealOtpSecret } from './otp-secret-seal';
import { matchTotpStep, newOtpSecret, otpauthUrlOf, totpCodeAt } from './totp';
import {
  deleteAllTrustedDevices,
  deleteTrustedDevice,
  isTrustedDevice,
  listTrustedDevices,
  trustDevice,
} from './trusted-devices';

const T0 = new Date('2026-05-01T00:00:10Z');
/** How backup codes were stored before the pepper. */
const unkeyedDigest = (code: string) => createHash('sha256').update(`backup-code:${code}`).digest('hex');
const at = (ms: number) => new Date(T0.getTime() + ms);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('multi-factor primitives', () => {
  let test: TestDatabase;
  let db: Db;
  let n = 0;
  const account = async () =>
    (
      await insertAccount(db, {
        storeId: 'demo',
        email: `mfa${n++}@example.com`,
        userId: null,
        passwordHash: 'x',
        customAssociatedInfo: {},
        createdAt: T0,
        passwordUpdatedAt: T0,
      })
    ).id;

  beforeAll(async () => {
    test = await createTestDatabase();
    await migrateAndSeed(test.database, { demoData: true });
    db = test.database.db;
  });
  afterAll(async () => test.close());

  describe('TOTP', () => {
    it('makes 160-bit base32 secrets and a complete otpauth URL', () => {
      const secret = newOtpSecret();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(newOtpSecret()).not.toBe(secret);
      expect(otpauthUrlOf('JBSWY3DPEHPK3PXP', 'デモ Store', 'taro@example.com')).toBe(
        'otpauth://totp/%E3%83%87%E3%83%A2%20Store:taro%40example.com?secret=JBSWY3DPEHPK3PXP' +
          '&issuer=%E3%83%87%E3%83%A2%20Store&algorithm=SHA1&digits=6&period=30',
      );
    });

    it('matches the RFC 6238 test vector', async () => {
      // RFC 6238 appendix B, SHA-1, T = 59 s: 94287082 (8 digits) → the last 6 digits.
      const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // base32 of "12345678901234567890"
      expect(await totpCodeAt(rfcSecret, new Date(59_000))).toBe('287082');
      expect(await matchTotpStep(rfcSecret, '287082', new Date(59_000))).toBe(1);
    });

    it('accepts one step of drift each way and no more, and answers the step', async () => {
      const secret = newOtpSecret();
      const code = await totpCodeAt(secret, T0);
      const step = Math.floor(T0.getTime() / 30_000);
      expect(await matchTotpStep(secret, code, T0)).toBe(step);
      expect(await matchTotpStep(secret, code, at(30_000))).toBe(step);
      expect(await matchTotpStep(secret, code, at(-30_000))).toBe(step);
      expect(await matchTotpStep(secret, code, at(60_000))).toBeNull();
      expect(await matchTotpStep(secret, code, at(-60_000))).toBeNull();
      expect(await matchTotpStep(secret, 'abcdef', T0)).toBeNull();
      expect(await matchTotpStep(secret, code === '000000' ? '000001' : '000000', T0)).toBeNull();
    });
  });

  it('seals the OTP secret so the table holds no secret, and refuses an altered value', async () => {
    const sealed = await sealOtpSecret(db, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(await sealOtpSecret(db, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(await openOtpSecret(db, sealed)).toBe('JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    const altered = [...parts.slice(0, 3), `A${parts[3]?.slice(1)}`].join('.');
    await expect(openOtpSecret(db, altered === sealed ? `${sealed}A` : altered)).rejects.toThrow();
    expect(await db.select().from(appSecrets).where(eq(appSecrets.name, 'otp-seal'))).toHaveLength(1);
  });

  describe('factors', () => {
    it('enables, lists, prefers one at a time and disables', async () => {
      const id = await account();
      await enableFactor(db, id, 'Email', T0);
      await enableFactor(db, id, 'OTP', at(1000), 'sealed');
      await setPreferredFactor(db, id, 'OTP');
      expect(await enabledFactorsOf(db, id)).toMatchObject([
        { type: 'Email', isPreferred: false, otpSecretSealed: null },
        { type: 'OTP', isPreferred: true, otpSecretSealed: 'sealed', otpLastStep: null },
      ]);
      await setPreferredFactor(db, id, 'Email');
      expect((await enabledFactorsOf(db, id)).map((f) => f.isPreferred)).toEqual([true, false]);
      await setPreferredFactor(db, id, 'BackupCode');
      expect((await enabledFactorsOf(db, id)).some((f) => f.isPreferred)).toBe(false);
      expect(await disableFactor(db, id, 'Email')).toBe(true);
      expect(await disableFactor(db, id, 'Email')).toBe(false);
      expect((await enabledFactorsOf(db, id)).map((f) => f.type)).toEqual(['OTP']);
    });

    it('accepts each OTP step once, later steps only, and exactly one of 20 parallel uses', async () => {
      const id = await account();
      await enableFactor(db, id, 'OTP', T0, 'sealed');
      expect(await acceptOtpStep(db, id, 100)).toBe(true);
      expect(await acceptOtpStep(db, id, 100)).toBe(false);
      expect(await acceptOtpStep(db, id, 99)).toBe(false);
      const results = await Promise.all(Array.from({ length: 20 }, () => acceptOtpStep(db, id, 101)));
      expect(results.filter(Boolean)).toHaveLength(1);
      // Re-enabling (a new secret) starts a new replay mark.
      await enableFactor(db, id, 'OTP', at(1000), 'sealed2');
      expect(await acceptOtpStep(db, id, 50)).toBe(true);
      expect(await acceptOtpStep(db, await account(), 200)).toBe(false);
    });
  });

  describe('backup codes', () => {
    it('hands out codes of the contract shape from an alphabet without look-alikes', () => {
      const codes = newBackupCodes();
      expect(codes).toHaveLength(BACKUP_CODE_COUNT);
      for (const code of codes) expect(code).toMatch(new RegExp(`^[a-hjkmnp-z2-9]{${BACKUP_CODE_LENGTH}}$`));
      expect(new Set(codes).size).toBe(BACKUP_CODE_COUNT);
    });

    it('works once each, forgives case, spaces and hyphens, and a regeneration retires the old ones', async () => {
      const id = await account();
      const [first, second, third] = newBackupCodes() as [string, string, string];
      await replaceBackupCodes(db, id, [first, second, third], T0);
      const stored = await db.select().from(backupCodes).where(eq(backupCodes.accountId, id));
      // Keyed: neither the code nor its unkeyed sha256 (which a reader of the table could search offline).
      const unkeyed = [first, second, third].map(unkeyedDigest);
      expect(stored.map((row) => row.codeHash)).toEqual([
        expect.stringMatching(/^hmac:[0-9a-f]{64}$/),
        expect.stringMatching(/^hmac:[0-9a-f]{64}$/),
        expect.stringMatching(/^hmac:[0-9a-f]{64}$/),
      ]);
      expect(stored.some((row) => unkeyed.some((digest) => row.codeHash.includes(digest)))).toBe(false);
      expect(await consumeBackupCode(db, id, ` ${first.slice(0, 5).toUpperCase()}-${first.slice(5)} `, T0)).toBe(true);
      expect(await consumeBackupCode(db, id, first, T0)).toBe(false);
      expect(await consumeBackupCode(db, await account(), second, T0)).toBe(false);
      expect(await backupCodesLeft(db, id)).toBe(2);
      const parallel = await Promise.all(Array.from({ length: 10 }, () => consumeBackupCode(db, id, second, T0)));
      expect(parallel.filter(Boolean)).toHaveLength(1);

      const fresh = newBackupCodes();
      await replaceBackupCodes(db, id, fresh, at(1000));
      expect(await consumeBackupCode(db, id, third, T0)).toBe(false);
      expect(await backupCodesLeft(db, id)).toBe(BACKUP_CODE_COUNT);
      expect(await consumeBackupCode(db, id, fresh[0] ?? '', T0)).toBe(true);
      await deleteBackupCodes(db, id);
      expect(await backupCodesLeft(db, id)).toBe(0);
    });
  });

  it('moves codes stored unkeyed to the keyed form at boot, and they keep working', async () => {
    const id = await account();
    const [kept, used] = newBackupCodes() as [string, string];
    await db.insert(backupCodes).values([
      { accountId: id, codeHash: unkeyedDigest(kept), createdAt: T0 },
      { accountId: id, codeHash: unkeyedDigest(used), createdAt: T0, usedAt: T0 },
    ]);
    expect(await upgradeUnkeyedBackupCodes(db)).toBe(2);
    expect(await upgradeUnkeyedBackupCodes(db)).toBe(0);
    const stored = await db.select().from(backupCodes).where(eq(backupCodes.accountId, id));
    expect(stored.every((row) => row.codeHash.startsWith('hmac:'))).toBe(true);
    expect(await consumeBackupCode(db, id, used, T0)).toBe(false);
    expect(await consumeBackupCode(db, id, kept.toUpperCase(), T0)).toBe(true);
  });

  describe('one-time codes', () => {
    const flow = (flowId: string) => ({ flowId, purpose: 'login' as const });

    it('works once, in its flow and purpose only, and keeps only a digest', async () => {
      const id = await account();
      const code = await issueOneTimeCode(db, { ...flow('f-once'), accountId: id }, T0);
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.flowId, 'f-once'));
      expect(row?.codeHash).not.toContain(code);
      expect(await checkOneTimeCode(db, flow('another-flow'), code, T0)).toBe('expired');
      expect(await checkOneTimeCode(db, { flowId: 'f-once', purpose: 'mfa:Email' }, code, T0)).toBe('expired');
      expect(await checkOneTimeCode(db, { ...flow('f-once'), accountId: await account() }, code, T0)).toBe('expired');
      expect(await checkOneTimeCode(db, { ...flow('f-once'), accountId: id }, code, T0)).toBe('ok');
      expect(await checkOneTimeCode(db, flow('f-once'), code, T0)).toBe('expired');
    });

    it('is good for one of 20 parallel uses', async () => {
      const code = await issueOneTimeCode(db, { ...flow('f-parallel'), accountId: null }, T0);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => checkOneTimeCode(db, flow('f-parallel'), code, T0)),
      );
      expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    });

    it('expires after 10 minutes', async () => {
      const code = await issueOneTimeCode(db, { ...flow('f-expiry'), accountId: null }, T0);
      expect(await checkOneTimeCode(db, flow('f-expiry'), code, at(10 * 60_000))).toBe('expired');
    });

    it('allows 5 wrong tries per flow, also in parallel, and a new code keeps the count', async () => {
      const first = await issueOneTimeCode(db, { ...flow('f-cap'), accountId: null }, T0);
      const second = await issueOneTimeCode(db, { ...flow('f-cap'), accountId: null }, T0);
      const third = await issueOneTimeCode(db, { ...flow('f-cap'), accountId: null }, T0);
      const wrong = ['000000', '111111', '222222', '333333'].find((g) => ![first, second, third].includes(g)) ?? '';
      for (let i = 0; i < 3; i++) expect(await checkOneTimeCode(db, flow('f-cap'), wrong, T0)).toBe('wrong');
      // A fourth code for the same flow: the older one is retired, the three failures stay.
      const fourth = await issueOneTimeCode(db, { ...flow('f-cap'), accountId: null }, at(30_000));
      const wrongNow = ['444444', '555555', '666666'].find((g) => g !== fourth && g !== third) ?? '';
      if (third !== fourth) expect(await checkOneTimeCode(db, flow('f-cap'), third, at(30_000))).toBe('wrong');
      else expect(await checkOneTimeCode(db, flow('f-cap'), wrongNow, at(30_000))).toBe('wrong');
      expect(await checkOneTimeCode(db, flow('f-cap'), wrongNow, at(30_000))).toBe('wrong');
      expect(await checkOneTimeCode(db, flow('f-cap'), fourth, at(30_000))).toBe('exhausted');

      const flood = await issueOneTimeCode(db, { ...flow('f-flood'), accountId: null }, T0);
      const guesses = Array.from({ length: 50 }, (_, i) => String(i).padStart(6, '9')).filter((g) => g !== flood);
      const results = await Promise.all(guesses.map((g) => checkOneTimeCode(db, flow('f-flood'), g, T0)));
      expect(results.filter((r) => r === 'wrong')).toHaveLength(ONE_TIME_CODE_MAX_FAILURES);
      expect(await checkOneTimeCode(db, flow('f-flood'), flood, T0)).toBe('exhausted');
    });
  });

  describe('trusted devices', () => {
    it('are bound to their account, expire, list the current one and can be removed', async () => {
      const id = await account();
      const token = await trustDevice(db, id, IPHONE, T0);
      const other = await trustDevice(db, id, undefined, at(1000));
      const [row] = await db.select().from(trustedDevices).where(eq(trustedDevices.accountId, id)).limit(1);
      expect(row?.tokenHash).not.toBe(token);
      expect(await isTrustedDevice(db, id, token, T0)).toBe(true);
      expect(await isTrustedDevice(db, await account(), token, T0)).toBe(false);
      expect(await isTrustedDevice(db, id, undefined, T0)).toBe(false);
      expect(await isTrustedDevice(db, id, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, T0)).toBe(false);
      expect(await isTrustedDevice(db, id, token, at(30 * 24 * 60 * 60_000))).toBe(false);

      const list = await listTrustedDevices(db, id, token, T0);
      expect(list).toMatchObject([
        { currentDevice: false, option: { deviceInfo: 'other', browserInfo: null } },
        {
          currentDevice: true,
          option: { deviceInfo: 'iphone', browserInfo: 'Mobile Safari' },
          createdAt: T0.toISOString(),
        },
      ]);
      expect(await deleteTrustedDevice(db, await account(), list[0]?.deviceToken ?? '')).toBe(false);
      expect(await deleteTrustedDevice(db, id, 'not-a-uuid')).toBe(false);
      expect(await deleteTrustedDevice(db, id, list[0]?.deviceToken ?? '')).toBe(true);
      expect(await isTrustedDevice(db, id, other, T0)).toBe(false);
      await deleteAllTrustedDevices(db, id);
      expect(await isTrustedDevice(db, id, token, T0)).toBe(false);
    });
  });

  it('masks addresses and phone numbers', () => {
    expect(maskEmail('taro@example.com')).toBe('t***@example.com');
    expect(maskPhone('09012345678')).toBe('*******5678');
    expect(maskPhone('090-1234-5678')).toBe('*******5678');
  });
});
