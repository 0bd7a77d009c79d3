import type { AccountHeaderScreenData, MypageTopScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { accountIdentities, subscriptions } from '../../db/schema';
import { TestBrowser } from '../../test/browser';
import { loggedInMember } from '../../test/member-fixtures';
import { enableFactor } from '../mfa/factors.repository';
import { updateAccount, withAccountSettings } from '../../test/account-profile-fixtures';
import { saveProfileImage } from './profile-images.repository';
import { statusGroupOf } from '../plans/contracted-plans';
import { useTestApp } from '../../test/use-test-app';

const APP_BROWSER =
  'PVS/3.2.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('My Page top', () => {
  const t = useTestApp();

  const top = async (browser: TestBrowser) => (await browser.screenData('/mypage')).json<MypageTopScreenData>();

  it('sends a guest to the login, coming back to My Page', async () => {
    const guest = await new TestBrowser(t.app).open();
    expect((await guest.screenData('/mypage')).json()).toEqual({ redirectTo: '/login?redirect=%2Fmypage' });
  });

  it('shows a fresh member the account, security and links of the demo store', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'top.fresh@example.com');
    expect(await top(browser)).toEqual({
      contactEmail: 'top.fresh@example.com',
      isEmailVerified: false,
      isEnabledUserId: true,
      userId: null,
      displayName: 'top.fresh@example.com',
      registeredAt: member.createdAt.toISOString(),
      isProfileImageEnabled: true,
      profileImageUrl: null,
      isEnabledPassword: true,
      passwordUpdatedAt: member.passwordUpdatedAt.toISOString(),
      multiFactorTypes: [],
      userIdentifiers: [],
      contractedPlans: [],
      isWithdrawalLimited: false,
      // The demo store is an OpenID Connect provider: its members see their connected apps.
      links: { newsletterConsent: true, privacyConsent: true, pinCode: true, connections: true },
    });
  });

  it('reflects the stored account: name, image, factors, contracts, identities and limits', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'top.full@example.com');
    const verifiedAt = new Date('2026-04-01T00:00:00Z');
    await updateAccount(t.db, member, {
      userId: 'topfull1',
      familyName: '山田',
      givenName: '花子',
      emailVerifiedAt: verifiedAt,
      withdrawalLimited: true,
    });
    const stored = new Date('2026-04-02T03:04:05.678Z');
    await saveProfileImage(t.db.database.db, {
      accountId: member.id,
      contentType: 'image/png',
      data: 'AA==',
      updatedAt: stored,
    });
    await enableFactor(t.db.database.db, member.id, 'OTP', verifiedAt);
    await t.db.database.db.insert(subscriptions).values([
      {
        storeId: 'demo',
        accountId: member.id,
        planId: 'monthly',
        status: 'NEW_TRIAL_CONTRACT',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        storeId: 'demo',
        accountId: member.id,
        planId: 'gone-plan',
        status: 'HOLD',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
      {
        storeId: 'demo',
        accountId: member.id,
        planId: 'monthly',
        status: 'CANCELLED',
        createdAt: new Date('2026-03-01T00:00:00Z'),
      },
    ]);
    await t.db.database.db.insert(accountIdentities).values({
      accountId: member.id,
      storeId: 'demo',
      type: 'line',
      issuer: 'https://access.line.me',
      subject: 'U123',
      linkedAt: verifiedAt,
    });
    await withAccountSettings(
      t,
      'demo',
      {
        externalIdentities: [
          { type: 'google', name: 'Google' },
          { type: 'line', name: 'LINE' },
        ],
      },
      async () => {
        const data = await top(browser);
        expect(data).toMatchObject({
          isEmailVerified: true,
          userId: 'topfull1',
          displayName: '山田 花子',
          profileImageUrl: `/zapi/account/profile-image?v=${stored.getTime()}`,
          multiFactorTypes: ['OTP'],
          isWithdrawalLimited: true,
          userIdentifiers: [
            { userIdentifierType: 'google', userIdentifierName: 'Google', isLinked: false, isLogin: false },
            { userIdentifierType: 'line', userIdentifierName: 'LINE', isLinked: true, isLogin: false },
          ],
        });
        expect(data.contractedPlans).toEqual([
          { subscriptionId: expect.any(String), planId: 'monthly', planName: expect.any(String), statusGroup: 'trial' },
          { subscriptionId: expect.any(String), planId: 'gone-plan', planName: 'gone-plan', statusGroup: 'onHold' },
        ]);
        expect(data.contractedPlans[0]?.planName).not.toBe('monthly');
      },
    );
  });

  it('hides the image where the store has images off, and the connected apps in the app browser', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'top.app@example.com', {
      headers: { 'user-agent': APP_BROWSER },
    });
    await saveProfileImage(t.db.database.db, {
      accountId: member.id,
      contentType: 'image/png',
      data: 'AA==',
      updatedAt: new Date(),
    });
    await withAccountSettings(t, 'demo', { isProfileImageEnabled: false }, async () => {
      expect(await top(browser)).toMatchObject({
        isProfileImageEnabled: false,
        profileImageUrl: null,
        links: { connections: false },
      });
    });
  });

  it('shows no password for a member without one', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'top.nopass@example.com');
    await updateAccount(t.db, member, { passwordHash: null });
    expect(await top(browser)).toMatchObject({ isEnabledPassword: false, passwordUpdatedAt: null });
  });

  it('groups subscription statuses as spec 000 §4 does', () => {
    expect(
      ['NEW_CONTRACT', 'ONGOING_CONTRACT', 'TRIAL_TO_PAID', 'RE_CONTRACT', 'HOLD_RELEASED', 'TRIAL_HOLD_RELEASED'].map(
        statusGroupOf,
      ),
    ).toEqual(Array(6).fill('contracted'));
    expect(statusGroupOf('NEW_TRIAL_CONTRACT')).toBe('trial');
    expect(
      ['HOLD_CANCEL_REQUEST', 'TRIAL_HOLD_CANCEL_REQUEST', 'CANCEL_REQUEST', 'TRIAL_CANCEL_REQUEST'].map(statusGroupOf),
    ).toEqual(Array(4).fill('cancelScheduled'));
    expect(['HOLD', 'TRIAL_HOLD'].map(statusGroupOf)).toEqual(['onHold', 'onHold']);
  });

  describe("'/' and the account header", () => {
    it("sends a member from '/' to My Page and a guest to the plans", async () => {
      const { browser } = await loggedInMember(t.app, t.db, 'home.member@example.com');
      expect((await browser.screenData('/home')).json()).toEqual({ redirectTo: '/mypage' });
      const guest = await new TestBrowser(t.app).open();
      expect((await guest.screenData('/home')).json()).toEqual({ redirectTo: '/plans' });
    });

    it('shows Plans to a member with a live contract and the profile image', async () => {
      const { member, browser } = await loggedInMember(t.app, t.db, 'header.member@example.com');
      const header = async () =>
        (await browser.get('/zapi/internal/account-header/screen-data')).json<AccountHeaderScreenData>();
      expect(await header()).toMatchObject({ isLoggedIn: true, profileImageUrl: null, menu: { plans: false } });

      await t.db.database.db
        .insert(subscriptions)
        .values({ storeId: 'demo', accountId: member.id, planId: 'monthly', status: 'CANCELLED' });
      // A rental is no subscription plan, and a contract whose first charge runs is none yet.
      await t.db.database.db.insert(subscriptions).values([
        { storeId: 'demo', accountId: member.id, planId: 'rental-2d', planType: 'rental', status: 'NEW_CONTRACT' },
        { storeId: 'demo', accountId: member.id, planId: 'yearly', status: 'PENDING' },
      ]);
      expect((await header()).menu.plans).toBe(false);
      await t.db.database.db
        .insert(subscriptions)
        .values({ storeId: 'demo', accountId: member.id, planId: 'monthly', status: 'CANCEL_REQUEST' });
      const stored = new Date('2026-04-02T00:00:00Z');
      await saveProfileImage(t.db.database.db, {
        accountId: member.id,
        contentType: 'image/gif',
        data: 'AA==',
        updatedAt: stored,
      });
      expect(await header()).toMatchObject({
        profileImageUrl: `/zapi/account/profile-image?v=${stored.getTime()}`,
        menu: { plans: true },
      });
    });
  });
});
