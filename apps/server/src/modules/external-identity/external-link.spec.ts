import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdentities, accounts } from '../../db/schema';
import { TestBrowser } from '../../test/browser';
import { loggedInMember } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { insertAccount } from '../account/accounts.repository';
import { listOutbox } from '../mail/outbox.adapter';
import { sessionCookieName } from '../session/session-policy';
import { sessionIdOf } from '../session/token';
import { offerStandInProviders, type StandInProviders } from './test-kit/stand-in-store';
import { tripThroughProvider } from './test-kit/provider-trip';

const t = useTestApp();
let providers: StandInProviders;
let counter = 0;

beforeAll(async () => {
  providers = await offerStandInProviders(t.app);
});
afterAll(async () => {
  await providers.close();
});

const linkUrl = (type: string) => `/auth/authorize?userIdentifierType=${type}&socialActionType=enableExternalAuth`;
const member = () => loggedInMember(t.app, t.db, `link.${++counter}@example.com`);
/** The security notices at `to` whose subject says `subject`, text included. */
const noticesTo = async (to: string, subject: string) =>
  (await listOutbox(t.db.database.db, 'demo', { to })).filter((mail) => mail.subject.includes(subject));
const identitiesOf = (accountId: string) =>
  t.db.database.db.select().from(accountIdentities).where(eq(accountIdentities.accountId, accountId));

describe('linking an external identity from My Page', () => {
  it('links the identity to the logged-in member and ends on the completion page', async () => {
    const { member: account, browser } = await member();
    providers.google.next = { user: { sub: 'g-link-1', email: 'other@example.com', emailVerified: true } };
    const trip = await tripThroughProvider(t.app, browser, linkUrl('Google'));
    expect(trip.location).toBe('/mypage/social/enable/complete');
    expect((await identitiesOf(account.id)).map(({ type, issuer, subject }) => ({ type, issuer, subject }))).toEqual([
      { type: 'Google', issuer: providers.google.issuer, subject: 'g-link-1' },
    ]);
    // The member is told at their own address (never the provider's), naming the provider.
    const [notice] = await noticesTo(account.email, '外部アカウントが連携されました');
    expect(notice?.text).toContain('Googleのアカウントが連携されました。');
    expect(await noticesTo('other@example.com', '外部アカウント')).toEqual([]);
  });

  it('refuses an identity already linked to another account with the relate error ACCOUNT_ALREADY_EXISTS', async () => {
    const first = await member();
    providers.line.next = { user: { sub: 'U-shared' } };
    expect((await tripThroughProvider(t.app, first.browser, linkUrl('Line'))).location).toBe(
      '/mypage/social/enable/complete',
    );
    const second = await member();
    const trip = await tripThroughProvider(t.app, second.browser, linkUrl('Line'));
    expect(trip.location).toBe('/social/relate/error?type=ACCOUNT_ALREADY_EXISTS');
    expect(await identitiesOf(second.member.id)).toEqual([]);
  });

  it('ends a cancelled or refused link on the relate error with the system error type', async () => {
    const { member: account, browser } = await member();
    providers.x.next = { cancel: true };
    expect((await tripThroughProvider(t.app, browser, linkUrl('X'))).location).toBe(
      '/social/relate/error?type=SOCIAL_LINK_FAILED',
    );
    expect(await identitiesOf(account.id)).toEqual([]);
  });

  it('links only from a member’s recent login, and never from another site’s link', async () => {
    const { browser } = await member();
    const crossSite = await browser.get(linkUrl('Google'), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.headers.location).toBe('/social/relate/error?type=SOCIAL_LINK_FAILED');
    const guest = await new TestBrowser(t.app).open();
    expect((await guest.get(linkUrl('Google'))).headers.location).toMatch(/^\/login\?redirect=/);
  });

  it('asks for a recent login before linking', async () => {
    const { browser } = await member();
    // The login is 11 minutes old: past the step-up window.
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000).toISOString();
    await t.db.database.db.execute(
      sql`update sessions set data = jsonb_set(data, '{loggedInAt}', to_jsonb(${elevenMinutesAgo}::text))
        where id = ${sessionIdOf(browser.cookieValue(sessionCookieName(true)) ?? '')}`,
    );
    expect((await browser.get(linkUrl('Google'))).headers.location).toBe('/login?prompt=login&redirect=%2Fmypage');
  });
});

describe('unlinking (POST /zapi/auth/social/disable)', () => {
  it('unlinks a linked identity of a member with a password and answers the completion page', async () => {
    const { member: account, browser } = await member();
    providers.facebook.next = { user: { id: 'fb-unlink' } };
    await tripThroughProvider(t.app, browser, linkUrl('Facebook'));
    const answer = await browser.post('/zapi/auth/social/disable', { userIdentifierType: 'Facebook' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ redirectTo: '/mypage/social/disable/complete' });
    expect(await identitiesOf(account.id)).toEqual([]);
    const [notice] = await noticesTo(account.email, '外部アカウントの連携が解除されました');
    expect(notice?.text).toContain('Facebookのアカウントの連携が解除されました。');
    expect((await browser.post('/zapi/auth/social/disable', { userIdentifierType: 'Facebook' })).statusCode).toBe(404);
  });

  it('refuses the identity this session logged in with', async () => {
    const { member: account, browser } = await member();
    providers.google.next = { user: { sub: `g-current-${counter}` } };
    await tripThroughProvider(t.app, browser, linkUrl('Google'));
    const relogin = await tripThroughProvider(t.app, browser, '/auth/authorize?userIdentifierType=Google');
    expect(relogin.location).toBe('/mypage');
    const answer = await browser.post('/zapi/auth/social/disable', { userIdentifierType: 'Google' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'SOCIAL_UNLINK_REFUSED',
      message: 'ログイン中の外部アカウントと、パスワードが未設定の場合の最後の外部アカウントは連携を解除できません。',
    });
    expect(await identitiesOf(account.id)).toHaveLength(1);
  });

  it('refuses the last identity of a member without a password, and allows one of two', async () => {
    const { member: account, browser } = await member();
    providers.google.next = { user: { sub: `g-last-${counter}` } };
    providers.x.next = { user: { id: `x-last-${counter}` } };
    await tripThroughProvider(t.app, browser, linkUrl('Google'));
    await tripThroughProvider(t.app, browser, linkUrl('X'));
    await t.db.database.db.update(accounts).set({ passwordHash: null }).where(eq(accounts.id, account.id));
    expect((await browser.post('/zapi/auth/social/disable', { userIdentifierType: 'X' })).statusCode).toBe(200);
    const last = await browser.post('/zapi/auth/social/disable', { userIdentifierType: 'Google' });
    expect(last.statusCode).toBe(409);
    expect(
      await t.db.database.db
        .select()
        .from(accountIdentities)
        .where(and(eq(accountIdentities.accountId, account.id), eq(accountIdentities.type, 'Google'))),
    ).toHaveLength(1);
  });

  it('is CSRF-checked, member-only and validated', async () => {
    const { browser } = await member();
    expect(
      (await browser.post('/zapi/auth/social/disable', { userIdentifierType: 'Google' }, { 'x-csrf-token': 'forged' }))
        .statusCode,
    ).toBe(403);
    expect((await browser.post('/zapi/auth/social/disable', { userIdentifierType: '../etc' })).statusCode).toBe(400);
    const guest = await new TestBrowser(t.app).open();
    expect((await guest.post('/zapi/auth/social/disable', { userIdentifierType: 'Google' })).statusCode).toBe(401);
  });

  it('never links by e-mail: an identity with a member’s address is not that member’s', async () => {
    const account = await insertAccount(t.db.database.db, {
      storeId: 'demo',
      email: 'same.address@example.com',
      userId: null,
      passwordHash: null,
      phoneNumber: null,
      customAssociatedInfo: {},
    });
    providers.google.next = { user: { sub: 'g-same-address', email: 'same.address@example.com', emailVerified: true } };
    const trip = await tripThroughProvider(
      t.app,
      await new TestBrowser(t.app).open(),
      '/auth/authorize?userIdentifierType=Google',
    );
    expect(trip.location).toBe('/signup/auth');
    expect(await identitiesOf(account.id)).toEqual([]);
  });
});
