import { endpoints, type ProfileEditScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { loggedInMember } from '../../test/member-fixtures';
import { changesOf, expectError, expectMembersOnly, reload, updateAccount } from '../../test/account-profile-fixtures';
import { useTestApp } from '../../test/use-test-app';

/** Every field the demo store uses, as the edit page sends them (empty strings travel as null). */
const form = (overrides: Record<string, unknown> = {}, answers: Record<string, unknown> = {}) => ({
  optionalInfo: {
    familyName: '山田',
    givenName: '太郎',
    familyNameKana: 'ヤマダ',
    givenNameKana: 'タロウ',
    nickname: null,
    birthday: '19900401',
    sex: '1',
    phoneNumber: null,
    postalCode: '1000001',
    prefecture: '13',
    address: '千代田区千代田',
    address2: null,
    ...overrides,
  },
  customAssociatedInfo: {
    howDidYouHear: null,
    favoriteGenre: 'anime',
    devices: { tv: 'true', pc: 'false', smartphone: 'true', tablet: 'false' },
    ...answers,
  },
});

describe('profile edit on My Page', () => {
  const t = useTestApp();

  it('prefills the sign-up form’s rules with the member’s values, leaving NOT_USE fields out', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'edit.screen@example.com');
    await updateAccount(t.db, member, {
      familyName: '佐藤',
      name: 'hidden',
      customAssociatedInfo: { favoriteGenre: 'drama', referralCode: 'X1' },
    });
    const data = (await browser.screenData('/mypage/edit')).json<ProfileEditScreenData>();
    expect(data).toMatchObject({
      genderInputType: 'Radio',
      disallowUnknownGender: false,
      fieldRules: { familyName: 'REQUIRED', name: 'NOT_USE' },
    });
    expect(data.values).toMatchObject({ familyName: '佐藤', givenName: null, address2: null });
    expect(data.values).not.toHaveProperty('name');
    expect(data.customAssociatedInfoValues).toEqual({ howDidYouHear: null, favoriteGenre: 'drama', devices: null });
    expect(data.customAssociatedInfo.map((def) => def.id)).toContain('favoriteGenre');
    expect((await browser.screenData('/mypage/edit/complete')).json()).toEqual({ ok: true });
  });

  it('stores the used fields only and records the names of those that changed', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'edit.save@example.com');
    await updateAccount(t.db, member, { familyName: '山田', customAssociatedInfo: { referralCode: 'KEEP' } });
    const answer = await browser.post(endpoints.accountEdit.path, {
      ...form({ name: 'Not used', nickname: '' }),
      extra: 'dropped',
    });
    expect(answer.json()).toEqual({ redirectTo: '/mypage/edit/complete' });
    const stored = await reload(t.db, member);
    expect(stored).toMatchObject({
      familyName: '山田',
      givenName: '太郎',
      name: null,
      nickname: null,
      birthday: '19900401',
      prefecture: '13',
    });
    expect(stored.customAssociatedInfo).toEqual({
      referralCode: 'KEEP',
      favoriteGenre: 'anime',
      devices: { tv: 'true', pc: 'false', smartphone: 'true', tablet: 'false' },
    });
    const [change] = await changesOf(t.db, member);
    expect(change?.kind).toBe('profile');
    expect(change?.fields).toEqual([
      'givenName',
      'givenNameKana',
      'familyNameKana',
      'birthday',
      'sex',
      'postalCode',
      'prefecture',
      'address',
      'customAssociatedInfo.favoriteGenre',
      'customAssociatedInfo.devices',
    ]);

    // The same form again changes nothing and records nothing; one changed answer records only it.
    await browser.post(endpoints.accountEdit.path, form());
    expect(await changesOf(t.db, member)).toHaveLength(1);
    await browser.post(
      endpoints.accountEdit.path,
      form({}, { devices: { tablet: 'false', tv: 'true', smartphone: 'true', pc: 'true' } }),
    );
    expect((await changesOf(t.db, member))[0]).toEqual({ kind: 'profile', fields: ['customAssociatedInfo.devices'] });
  });

  it('refuses what the sign-up form refuses, field by field', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'edit.invalid@example.com');
    const answer = await browser.post(
      endpoints.accountEdit.path,
      form(
        { familyName: '', familyNameKana: 'やまだ', birthday: '19000231', sex: '0x' },
        { favoriteGenre: 'sports', devices: { tv: 'false' } },
      ),
    );
    expectError(answer, 400, 'VALIDATION_ERROR', {
      'optionalInfo.familyName': 'validation:profile.familyNameRequired',
      'optionalInfo.familyNameKana': 'validation:profile.kanaFormat',
      'optionalInfo.birthday': 'validation:profile.birthdayFormat',
      'optionalInfo.sex': 'validation:profile.sexRequired',
      'customAssociatedInfo.favoriteGenre': 'validation:generic.invalid',
      'customAssociatedInfo.devices': 'validation:customInfo.checkboxRequired',
    });
    expect((await reload(t.db, member)).familyName).toBeNull();
    expect(await changesOf(t.db, member)).toEqual([]);
  });

  it('treats a body without the groups as an empty form', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'edit.empty@example.com');
    const answer = await browser.post(endpoints.accountEdit.path, {});
    expectError(answer, 400, 'VALIDATION_ERROR', {
      'optionalInfo.familyName': 'validation:profile.familyNameRequired',
      'customAssociatedInfo.favoriteGenre': 'validation:customInfo.selectRequired',
    });
  });

  it('is for members only', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'edit.guard@example.com');
    await expectMembersOnly(t.app, endpoints.accountEdit.path, form(), browser);
  });
});
