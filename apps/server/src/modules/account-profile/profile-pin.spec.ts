import { endpoints } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { loggedInMember } from '../../test/member-fixtures';
import { verifyPassword } from '../password/password-hasher';
import {
  changesOf,
  expectError,
  expectMembersOnly,
  reload,
  secondStoreMember,
} from '../../test/account-profile-fixtures';
import { useTestApp } from '../../test/use-test-app';

describe('the profile PIN', () => {
  const t = useTestApp();

  it('sets a 4-digit PIN, kept only as a hash', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'pin.set@example.com');
    expect((await browser.screenData('/mypage/pin-code')).json()).toEqual({ isPinCodeSet: false });
    expect((await browser.post(endpoints.profilePinSet.path, { pinCode: '0427' })).json()).toEqual({
      redirectTo: '/mypage/pin-code/complete',
    });
    const stored = await reload(t.db, member);
    expect(stored.profilePinHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored.profilePinHash ?? '', '0427')).toBe(true);
    expect((await browser.screenData('/mypage/pin-code')).json()).toEqual({ isPinCodeSet: true });
    expect((await browser.screenData('/mypage/pin-code/complete')).json()).toEqual({ ok: true });
    expect(await changesOf(t.db, member)).toEqual([{ kind: 'profilePin', fields: [] }]);
  });

  it.each([
    ['three digits', '123', 'validation:profilePin.length'],
    ['five digits', '12345', 'validation:profilePin.length'],
    ['letters', '12a4', 'validation:profilePin.invalidChars'],
    ['full-width digits', '１２３４', 'validation:profilePin.invalidChars'],
    ['nothing', '', 'validation:profilePin.length'],
  ])('refuses %s', async (_name, pinCode, message) => {
    const { browser } = await loggedInMember(
      t.app,
      t.db,
      `pin.refused.${Math.random().toString(36).slice(2)}@example.com`,
    );
    expectError(await browser.post(endpoints.profilePinSet.path, { pinCode }), 400, 'VALIDATION_ERROR', {
      pinCode: message,
    });
  });

  it('does not exist where the store has the PIN off, and is for members only', async () => {
    const second = await secondStoreMember(t.app, t.db, 'pin.second@example.com');
    expectError(await second.browser.screenData('/mypage/pin-code'), 404, 'NOT_FOUND');
    expectError(await second.browser.post(endpoints.profilePinSet.path, { pinCode: '1234' }), 404, 'NOT_FOUND');
    const { browser } = await loggedInMember(t.app, t.db, 'pin.guard@example.com');
    await expectMembersOnly(t.app, endpoints.profilePinSet.path, { pinCode: '1234' }, browser);
  });
});
