import { endpoints } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test/browser';
import { insertAccount } from '../account/accounts.repository';
import { loggedInMember, PASSWORD } from '../../test/member-fixtures';
import {
  changesOf,
  expectError,
  expectMembersOnly,
  reload,
  secondStoreMember,
  updateAccount,
} from '../../test/account-profile-fixtures';
import { useTestApp } from '../../test/use-test-app';

describe('user ID change on My Page', () => {
  const t = useTestApp();

  it('shows the current ID; a member without a password sets one first', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'uid.screen@example.com');
    expect((await browser.screenData('/mypage/user-id/edit')).json()).toEqual({ userId: null });
    expect((await browser.screenData('/mypage/user-id/edit/complete')).json()).toEqual({ ok: true });
    await updateAccount(t.db, member, { passwordHash: null });
    expect((await browser.screenData('/mypage/user-id/edit')).json()).toEqual({
      redirectTo: '/mypage/enable-password',
    });
  });

  it('changes the ID with the right password and records it', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'uid.change@example.com');
    expect((await browser.post(endpoints.userIdEdit.path, { password: PASSWORD, userId: 'NewId2026' })).json()).toEqual(
      { redirectTo: '/mypage/user-id/edit/complete' },
    );
    expect((await reload(t.db, member)).userId).toBe('NewId2026');
    expect(await changesOf(t.db, member)).toEqual([{ kind: 'userId', fields: [] }]);
    // The login takes the new ID at once.
    const again = await new TestBrowser(t.app, 'localhost', {}, '10.7.1.1').open();
    expect(
      (await again.post('/login', { emailUserId: 'NewId2026', password: PASSWORD, loginMethod: 'Password' }))
        .statusCode,
    ).toBe(200);
    expectError(
      await browser.post(endpoints.userIdEdit.path, { password: PASSWORD, userId: 'NewId2026' }),
      400,
      'VALIDATION_ERROR',
      { userId: 'validation:userId.sameAsCurrent' },
    );
  });

  it('refuses a wrong password on its field, a taken ID with 409 and malformed input', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'uid.refused@example.com');
    expectError(
      await browser.post(endpoints.userIdEdit.path, { password: 'Wr0ngPassword', userId: 'freeId01' }),
      400,
      'REQUEST_UNAUTHORIZED',
      { password: 'パスワードが正しくありません。' },
    );
    await insertAccount(t.db.database.db, {
      storeId: 'demo',
      email: 'uid.owner@example.com',
      userId: 'takenId1',
      passwordHash: null,
      customAssociatedInfo: {},
    });
    expectError(
      await browser.post(endpoints.userIdEdit.path, { password: PASSWORD, userId: 'takenId1' }),
      409,
      'ACCOUNT_ALREADY_EXISTS_USER_ID',
      { userId: 'validation:userId.alreadyInUse' },
    );
    expectError(
      await browser.post(endpoints.userIdEdit.path, { password: 'short', userId: 'ab' }),
      400,
      'VALIDATION_ERROR',
      {
        password: 'validation:password.userIdChangeTooShort',
        userId: 'validation:userId.tooShort',
      },
    );
    expect((await reload(t.db, member)).userId).toBeNull();
    expect(await changesOf(t.db, member)).toEqual([]);
  });

  it('answers a wrong password in English on an English page and stops guessing after five', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'uid.guess@example.com', {
      headers: { cookie: 'vs-lang=en' },
    });
    const wrong = () => browser.post(endpoints.userIdEdit.path, { password: 'Wr0ngPassword', userId: 'guessId1' });
    expectError(await wrong(), 400, 'REQUEST_UNAUTHORIZED', { password: 'The password is incorrect.' });
    for (let i = 0; i < 4; i++) await wrong();
    expectError(
      await browser.post(endpoints.userIdEdit.path, { password: PASSWORD, userId: 'guessId1' }),
      429,
      'TOO_MANY_REQUESTS',
    );
  });

  it('gives the one of two parallel changes to the same ID that comes first, the other 409', async () => {
    const first = await loggedInMember(t.app, t.db, 'uid.race1@example.com');
    const second = await loggedInMember(t.app, t.db, 'uid.race2@example.com');
    const answers = await Promise.all(
      [first, second].map(({ browser }) =>
        browser.post(endpoints.userIdEdit.path, { password: PASSWORD, userId: 'raceId01' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('does not exist where the store has no user IDs, and is for members only', async () => {
    const second = await secondStoreMember(t.app, t.db, 'uid.second@example.com');
    expectError(await second.browser.screenData('/mypage/user-id/edit'), 404, 'NOT_FOUND');
    expectError(
      await second.browser.post(endpoints.userIdEdit.path, { password: PASSWORD, userId: 'secondId1' }),
      404,
      'NOT_FOUND',
    );
    const { browser } = await loggedInMember(t.app, t.db, 'uid.guard@example.com');
    await expectMembersOnly(t.app, endpoints.userIdEdit.path, { password: PASSWORD, userId: 'guardId1' }, browser);
  });
});
