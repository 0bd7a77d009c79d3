import { endpoints, type PasswordScreenData } from '@vs/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountIdentities } from '../../db/schema';
import { TestBrowser } from '../../test/browser';
import { loggedInMember, PASSWORD } from '../../test/member-fixtures';
import { listOutbox } from '../mail/outbox.adapter';
import { isTrustedDevice, trustDevice } from '../mfa/trusted-devices';
import { verifyPassword } from '../password/password-hasher';
import { changesOf, expectError, expectMembersOnly, reload, updateAccount } from '../../test/account-profile-fixtures';
import { useTestApp } from '../../test/use-test-app';

const NEW_PASSWORD = 'N3wPasswordKite';

describe('password change on My Page', () => {
  const t = useTestApp();

  it('gives the page the store’s strength, and sends a member without a password to set one', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'pw.screen@example.com');
    expect((await browser.screenData('/mypage/password/edit')).json<PasswordScreenData>()).toEqual({
      passwordStrength: 'uppercase',
      email: 'pw.screen@example.com',
      resendAvailableInSeconds: 0,
      pinSent: false,
    });
    expect((await browser.screenData('/mypage/password/edit/complete')).json()).toEqual({ ok: true });
    await updateAccount(t.db, member, { passwordHash: null });
    expect((await browser.screenData('/mypage/password/edit')).json()).toEqual({
      redirectTo: '/mypage/enable-password',
    });
    expectError(
      await browser.post(endpoints.passwordEdit.path, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }),
      409,
      'INVALID_SESSION_FLOW',
    );
  });

  it('changes the password, keeps this session, ends the others and mails a notice', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'pw.change@example.com');
    const elsewhere = await new TestBrowser(t.app, 'localhost', {}, '10.7.0.9').open();
    await elsewhere.post('/login', {
      emailUserId: 'pw.change@example.com',
      password: PASSWORD,
      loginMethod: 'Password',
    });
    expect((await elsewhere.screenData('/mypage/password/edit')).json()).toHaveProperty('email');

    const answer = await browser.post(endpoints.passwordEdit.path, {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(answer.json()).toEqual({ redirectTo: '/mypage/password/edit/complete' });
    const stored = await reload(t.db, member);
    expect(await verifyPassword(stored.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    expect(stored.passwordUpdatedAt.getTime()).toBeGreaterThan(member.passwordUpdatedAt.getTime());
    expect((await browser.screenData('/mypage/password/edit')).json()).toHaveProperty('email');
    expect((await elsewhere.screenData('/mypage/password/edit')).json()).toEqual({
      redirectTo: '/login?redirect=%2Fmypage%2Fpassword%2Fedit',
    });
    expect(await changesOf(t.db, member)).toEqual([{ kind: 'password', fields: [] }]);
    const [mail] = await listOutbox(t.db.database.db, 'demo', { to: 'pw.change@example.com' });
    expect(mail?.subject).toBe('【デモビデオストア】パスワードが変更されました');
    expect(mail?.text).not.toContain(NEW_PASSWORD);
  });

  it('keeps the linked identities of other services: they are ways in of their own', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'pw.identities@example.com');
    await t.db.database.db.insert(accountIdentities).values({
      accountId: member.id,
      storeId: 'demo',
      type: 'Google',
      issuer: 'https://accounts.example',
      subject: 'pw-identities',
      linkedAt: t.app.now(),
    });
    const answer = await browser.post(endpoints.passwordEdit.path, {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(answer.statusCode).toBe(200);
    const kept = await t.db.database.db
      .select()
      .from(accountIdentities)
      .where(eq(accountIdentities.accountId, member.id));
    expect(kept.map((row) => row.subject)).toEqual(['pw-identities']);
  });

  it('forgets every remembered browser of the member, this one too', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'pw.devices@example.com');
    const now = t.app.now();
    const here = await trustDevice(t.db.database.db, member.id, 'Mozilla/5.0 (Windows NT 10.0)', now);
    const there = await trustDevice(t.db.database.db, member.id, 'Mozilla/5.0 (iPhone)', now);
    const answer = await browser.post(endpoints.passwordEdit.path, {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(answer.statusCode).toBe(200);
    for (const token of [here, there])
      expect(await isTrustedDevice(t.db.database.db, member.id, token, t.app.now())).toBe(false);
  });

  it('puts a wrong current password on its field with 401, under the login’s guessing limit', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'pw.wrong@example.com');
    const wrong = () =>
      browser.post(endpoints.passwordEdit.path, { oldPassword: 'Wr0ngPassword', newPassword: NEW_PASSWORD });
    expectError(await wrong(), 401, 'REQUEST_UNAUTHORIZED', { oldPassword: '現在のパスワードが正しくありません。' });
    for (let i = 0; i < 4; i++) await wrong();
    // The sixth failure in a row waits, even with the right password.
    expectError(
      await browser.post(endpoints.passwordEdit.path, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(await verifyPassword((await reload(t.db, member)).passwordHash ?? '', PASSWORD)).toBe(true);
    expect(await changesOf(t.db, member)).toEqual([]);
  });

  it('refuses the same password again, a weak one and a common one on the new-password field', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'pw.rules@example.com');
    expectError(
      await browser.post(endpoints.passwordEdit.path, { oldPassword: PASSWORD, newPassword: PASSWORD }),
      400,
      'INVALID_PASSWORD_REUSED',
      {
        newPassword: '現在のパスワードとは異なるパスワードを設定してください。',
      },
    );
    expectError(
      await browser.post(endpoints.passwordEdit.path, { oldPassword: PASSWORD, newPassword: 'nouppercase1' }),
      400,
      'VALIDATION_ERROR',
      {
        newPassword: 'validation:password.needsUppercase',
      },
    );
    expectError(
      await browser.post(endpoints.passwordEdit.path, { oldPassword: PASSWORD, newPassword: 'Password1' }),
      400,
      'VALIDATION_ERROR',
      {
        newPassword: 'validation:password.tooCommon',
      },
    );
    expectError(
      await browser.post(endpoints.passwordEdit.path, { newPassword: NEW_PASSWORD }),
      400,
      'VALIDATION_ERROR',
      {
        oldPassword: 'validation:password.currentRequired',
      },
    );
  });

  it('is for members only', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'pw.guard@example.com');
    await expectMembersOnly(
      t.app,
      endpoints.passwordEdit.path,
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
      browser,
    );
  });
});
