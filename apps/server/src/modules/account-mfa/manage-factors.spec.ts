import {
  endpoints,
  type ApiErrorBody,
  type BackupCodeListAnswer,
  type MultiFactorScreenData,
  type TrustedDeviceScreenData,
} from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { TestBrowser, testClock } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { listOutbox } from '../mail/outbox.adapter';
import {
  backupCodesLeft,
  consumeBackupCode,
  deleteBackupCodes,
  newBackupCodes,
  replaceBackupCodes,
} from '../mfa/backup-codes';
import { disableFactor, enableFactor, enabledFactorsOf } from '../mfa/factors.repository';
import { listTrustedDevices, trustDevice } from '../mfa/trusted-devices';
import { loggedInMember, PASSWORD, sendDelete } from '../../test/member-fixtures';

const NOTICE_SUBJECT = '【デモビデオストア】2段階認証の設定が変更されました';
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('backup codes, disabling and remembered devices on My Page', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(new Date('2026-05-02T00:00:00Z'));
  const noticeTexts = async (to: string) =>
    (await listOutbox(db.database.db, 'demo', { to }))
      .filter((mail) => mail.subject === NOTICE_SUBJECT)
      .map((mail) => mail.text.split('\n')[0]);
  /** A logged-in member with factors already on (set directly: the login itself stays password-only). */
  const memberWith = async (
    email: string,
    types: readonly ('Email' | 'OTP')[],
    headers: Record<string, string> = {},
  ) => {
    const session = await loggedInMember(app, db, email, { headers });
    for (const type of types) await enableFactor(db.database.db, session.member.id, type, clock.now());
    const codes = newBackupCodes();
    if (types.length > 0) await replaceBackupCodes(db.database.db, session.member.id, codes, clock.now());
    return { ...session, codes };
  };

  /** As the page does when the last factor goes off: the factors, then the backup codes (a way in of their own). */
  const disableFactorsOf = async (accountId: string) => {
    for (const factor of await enabledFactorsOf(db.database.db, accountId))
      await disableFactor(db.database.db, accountId, factor.type);
    await deleteBackupCodes(db.database.db, accountId);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('regenerates backup codes only with a factor on; the old ones stop working', async () => {
    const { browser: without } = await memberWith('codes.none@example.com', []);
    expect((await without.post(endpoints.backupCodeRegenerate.path, {})).json<ApiErrorBody>()).toMatchObject({
      status: 409,
      code: 'INVALID_SESSION_FLOW',
      redirectTo: '/mypage/multi-factor',
    });
    expect((await without.screenData('/mypage/multi-factor/backup-code')).json()).toEqual({
      redirectTo: '/mypage/multi-factor',
    });

    const { member, browser, codes } = await memberWith('codes.regen@example.com', ['OTP']);
    await consumeBackupCode(db.database.db, member.id, codes[0] ?? '', clock.now());
    expect(
      (await browser.screenData('/mypage/multi-factor/backup-code/generate')).json<MultiFactorScreenData>()
        .backupCodesLeft,
    ).toBe(9);
    // The spec's body carries a list; it is ignored.
    const answer = await browser.post(endpoints.backupCodeRegenerate.path, { backupCodeList: ['aaaaaaaaaa'] });
    expect(answer.statusCode).toBe(200);
    const { backupCodeList } = answer.json<BackupCodeListAnswer>();
    expect(backupCodeList).toHaveLength(10);
    expect(backupCodeList).not.toContain('aaaaaaaaaa');
    expect(await consumeBackupCode(db.database.db, member.id, codes[1] ?? '', clock.now())).toBe(false);
    expect(await consumeBackupCode(db.database.db, member.id, backupCodeList[0] ?? '', clock.now())).toBe(true);
    expect(await backupCodesLeft(db.database.db, member.id)).toBe(9);
    expect(await noticeTexts('codes.regen@example.com')).toEqual([
      'バックアップコードが再発行されました。以前のバックアップコードは使えなくなりました。',
    ]);
  });

  it('ends the member’s other sessions when a factor goes off or the backup codes are renewed', async () => {
    const email = 'factor.sessions@example.com';
    const { member, browser } = await memberWith(email, []);
    /** Another browser of the same member, logged in before the factors went on (password only then). */
    const elsewhere = async (ip: string) => {
      const other = await new TestBrowser(app, 'localhost', {}, ip).open();
      await other.post('/login', { emailUserId: email, password: PASSWORD, loginMethod: 'Password' });
      expect((await other.screenData('/mypage/multi-factor')).json()).toHaveProperty('enabled');
      return other;
    };
    const loggedOut = { redirectTo: '/login?redirect=%2Fmypage%2Fmulti-factor' };

    const first = await elsewhere('10.7.1.1');
    await enableFactor(db.database.db, member.id, 'Email', clock.now());
    await enableFactor(db.database.db, member.id, 'OTP', clock.now());
    await replaceBackupCodes(db.database.db, member.id, newBackupCodes(), clock.now());
    expect((await browser.post(endpoints.backupCodeRegenerate.path, {})).statusCode).toBe(200);
    expect((await first.screenData('/mypage/multi-factor')).json()).toEqual(loggedOut);

    await disableFactorsOf(member.id);
    const second = await elsewhere('10.7.1.2');
    await enableFactor(db.database.db, member.id, 'Email', clock.now());
    expect((await browser.post(endpoints.disableMultiFactor.path, { multiFactorType: 'Email' })).statusCode).toBe(200);
    expect((await second.screenData('/mypage/multi-factor')).json()).toEqual(loggedOut);
    // The member's own session stays.
    expect((await browser.screenData('/mypage/multi-factor')).json()).toHaveProperty('enabled');
  });

  it('disabling the last factor removes the backup codes and remembered devices too', async () => {
    const { member, browser } = await memberWith('disable.last@example.com', ['Email', 'OTP']);
    await trustDevice(db.database.db, member.id, CHROME_ON_MAC, clock.now());
    const disable = (multiFactorType: string) => browser.post(endpoints.disableMultiFactor.path, { multiFactorType });

    expect((await disable('BackupCode')).json<ApiErrorBody>().fieldErrors).toEqual({
      multiFactorType: 'validation:generic.invalid',
    });
    expect((await disable('Email')).json()).toEqual({ redirectTo: '/mypage/multi-factor' });
    expect((await enabledFactorsOf(db.database.db, member.id)).map((f) => f.type)).toEqual(['OTP']);
    expect(await backupCodesLeft(db.database.db, member.id)).toBe(10);
    expect(await listTrustedDevices(db.database.db, member.id, undefined, clock.now())).toHaveLength(1);

    expect((await disable('OTP')).json()).toEqual({ redirectTo: '/mypage/multi-factor' });
    expect(await enabledFactorsOf(db.database.db, member.id)).toEqual([]);
    expect(await backupCodesLeft(db.database.db, member.id)).toBe(0);
    expect(await listTrustedDevices(db.database.db, member.id, undefined, clock.now())).toEqual([]);
    // A second click changes nothing and mails nothing.
    expect((await disable('OTP')).statusCode).toBe(200);
    expect(await noticeTexts('disable.last@example.com')).toEqual([
      '2段階認証（認証アプリ）が無効になりました。',
      '2段階認証（メール）が無効になりました。',
    ]);
    expect((await browser.screenData('/mypage/multi-factor')).json<MultiFactorScreenData>()).toMatchObject({
      enabled: [],
      backupCodesLeft: 0,
    });
  });

  it('lists the member’s remembered devices, marks this one, deletes one or all, never another’s', async () => {
    const owner = await loggedInMember(app, db, 'devices.owner@example.com');
    const other = await loggedInMember(app, db, 'devices.other@example.com');
    await enableFactor(db.database.db, owner.member.id, 'Email', clock.now());
    const thisToken = await trustDevice(db.database.db, owner.member.id, CHROME_ON_MAC, clock.now());
    clock.advance(1000);
    await trustDevice(db.database.db, owner.member.id, SAFARI_ON_IPHONE, clock.now());
    await trustDevice(db.database.db, other.member.id, CHROME_ON_MAC, clock.now());

    const page = await owner.browser.get('/zapi/internal/mypage/multi-factor/trusted-device/screen-data', {
      cookie: `${app.trustedDeviceCookie.name}=${thisToken}`,
    });
    const { devices } = page.json<TrustedDeviceScreenData>();
    expect(devices.map((d) => [d.option.deviceInfo, d.option.browserInfo, d.currentDevice])).toEqual([
      ['iphone', 'Mobile Safari', false],
      ['mac', 'Chrome', true],
    ]);
    const [othersDevice] = await listTrustedDevices(db.database.db, other.member.id, undefined, clock.now());

    const foreign = await sendDelete(app, owner.browser, endpoints.trustedDevice.path, {
      deviceToken: othersDevice?.deviceToken ?? '',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ApiErrorBody>()).toMatchObject({ code: 'NOT_FOUND', message: '削除に失敗しました' });
    expect(await listTrustedDevices(db.database.db, other.member.id, undefined, clock.now())).toHaveLength(1);
    expect((await sendDelete(app, owner.browser, endpoints.trustedDevice.path, {})).statusCode).toBe(400);

    expect(
      (
        await sendDelete(app, owner.browser, endpoints.trustedDevice.path, {
          deviceToken: devices[0]?.deviceToken ?? '',
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await listTrustedDevices(db.database.db, owner.member.id, undefined, clock.now())).map(
        (d) => d.option.deviceInfo,
      ),
    ).toEqual(['mac']);
    expect((await sendDelete(app, owner.browser, endpoints.trustedDeviceAll.path)).statusCode).toBe(204);
    expect(await listTrustedDevices(db.database.db, owner.member.id, undefined, clock.now())).toEqual([]);
    expect(await listTrustedDevices(db.database.db, other.member.id, undefined, clock.now())).toHaveLength(1);
    expect(await noticeTexts('devices.owner@example.com')).toEqual([
      '信頼済みデバイスの登録が解除されました。',
      '信頼済みデバイスの登録が解除されました。',
    ]);

    const guest = await sendDelete(app, await new TestBrowser(app).open(), endpoints.trustedDeviceAll.path);
    expect(guest.json<ApiErrorBody>()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});
