import { endpoints, type ReConsentScreenData } from '@vs/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies, policyRevisions } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember } from '../../test/member-fixtures';
import { isOpenWithoutConsent } from '../member/require-member';
import { changesOf, expectError, expectMembersOnly } from '../../test/account-profile-fixtures';

const reConsentPage = (browser: TestBrowser, query = '') =>
  browser.get(`/zapi/internal/mypage/re-consent/screen-data${query}`);

describe('policy re-consent', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let privacyId: number;

  /** Publishes a revision of the demo store's privacy policy `offsetMs` from now. */
  const publishPrivacy = async (revision: number, offsetMs: number) => {
    await db.database.db.insert(policyRevisions).values({
      policyId: privacyId,
      revision,
      renderData: `<p>rev ${revision}</p>`,
      publishedAt: new Date(Date.now() + offsetMs),
    });
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database);
    const [privacy] = await db.database.db
      .select({ id: policies.id })
      .from(policies)
      .where(and(eq(policies.storeId, 'demo'), eq(policies.key, 'privacy')));
    privacyId = privacy?.id ?? 0;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('sends a member who agreed to everything on, to a safe ?redirect= only', async () => {
    const { browser } = await loggedInMember(app, db, 'rc.current@example.com');
    expect((await reConsentPage(browser)).json()).toEqual({ redirectTo: '/mypage' });
    expect((await reConsentPage(browser, '?redirect=%2Fmypage%2Fedit%3Fa%3D1')).json()).toEqual({
      redirectTo: '/mypage/edit?a=1',
    });
    for (const unsafe of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/%2F%2Fevil.example']) {
      expect((await reConsentPage(browser, `?redirect=${encodeURIComponent(unsafe)}`)).json()).toEqual({
        redirectTo: '/mypage',
      });
    }
    expect((await browser.screenData('/mypage')).json()).toHaveProperty('contactEmail');
    // Nothing to agree to: the call just goes on.
    expect((await browser.post(endpoints.policyReConsent.path, { policyConsentData: [] })).json()).toEqual({
      redirectTo: '/mypage',
    });
  });

  it('leaves withdrawal and the re-consent page itself open without agreeing', () => {
    expect(
      ['/mypage/re-consent', '/withdraw', '/withdraw/pin-code', '/withdraw/complete'].every(isOpenWithoutConsent),
    ).toBe(true);
    expect(['/mypage', '/mypage/edit', '/mypage/re-consent/x', '/withdrawal'].some(isOpenWithoutConsent)).toBe(false);
  });

  describe('after a new privacy revision', () => {
    let member: Awaited<ReturnType<typeof loggedInMember>>;

    beforeAll(async () => {
      member = await loggedInMember(app, db, 'rc.outdated@example.com');
      await publishPrivacy(3, -1000);
      // A revision announced for later asks for nothing yet.
      await publishPrivacy(4, 24 * 60 * 60_000);
    });

    it('sends every My Page screen to the re-consent page first, coming back with the query', async () => {
      const { browser } = member;
      expect((await browser.screenData('/mypage')).json()).toEqual({
        redirectTo: '/mypage/re-consent?redirect=%2Fmypage',
      });
      expect((await browser.get('/zapi/internal/mypage/login-history/screen-data?page=2')).json()).toEqual({
        redirectTo: '/mypage/re-consent?redirect=%2Fmypage%2Flogin-history%3Fpage%3D2',
      });
      expect((await browser.screenData('/home')).json()).toEqual({ redirectTo: '/mypage' });
      const guest = await new TestBrowser(app).open();
      expect((await guest.screenData('/mypage')).json()).toEqual({ redirectTo: '/login?redirect=%2Fmypage' });
    });

    it('lists only the policy whose current revision is missing', async () => {
      const data = (await reConsentPage(member.browser, '?redirect=%2Fmypage%2Fedit')).json<ReConsentScreenData>();
      expect(data.policies).toEqual([
        {
          policyId: String(privacyId),
          revision: 3,
          key: 'privacy',
          title: 'プライバシーポリシー',
          isExternal: false,
          dataSource: null,
          renderData: '<p>rev 3</p>',
        },
      ]);
    });

    it('refuses a consent to an older revision with INVALID_REQUEST, and takes the current one', async () => {
      const { browser } = member;
      const old = await browser.post(endpoints.policyReConsent.path, {
        policyConsentData: [{ policyId: String(privacyId), revision: 2, key: 'privacy' }],
      });
      expectError(old, 400, 'INVALID_REQUEST');
      expect(old.json<{ message: string }>().message).toBe(
        '規約が更新されました。内容をご確認のうえ、再度同意してください。',
      );
      expectError(
        await browser.post(endpoints.policyReConsent.path, { policyConsentData: [] }),
        400,
        'INVALID_REQUEST',
      );

      const answer = await browser.post(endpoints.policyReConsent.path, {
        policyConsentData: [{ policyId: String(privacyId), revision: 3, key: 'privacy' }],
        redirectTo: '/mypage/edit',
      });
      expect(answer.json()).toEqual({ redirectTo: '/mypage/edit' });
      expect(await changesOf(db, member.member)).toEqual([{ kind: 'policy', fields: ['privacy'] }]);
      expect((await browser.screenData('/mypage')).json()).toHaveProperty('contactEmail');
    });

    it('does not follow an unsafe return target after agreeing', async () => {
      const other = await loggedInMember(app, db, 'rc.unsafe@example.com');
      const answer = await other.browser.post(endpoints.policyReConsent.path, {
        policyConsentData: [{ policyId: String(privacyId), revision: 3, key: 'privacy' }],
        redirectTo: '//evil.example/',
      });
      expect(answer.json()).toEqual({ redirectTo: '/mypage' });
    });
  });

  it('is for members only', async () => {
    const { browser } = await loggedInMember(app, db, 'rc.guard@example.com');
    await expectMembersOnly(app, endpoints.policyReConsent.path, { policyConsentData: [] }, browser);
  });
});
