import { endpoints, type ConsentEntry, type ConsentScreenData } from '@vs/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { policies } from '../../db/schema';
import type { TestBrowser } from '../../test/browser';
import { loggedInMember } from '../../test/member-fixtures';
import { changesOf, expectError, expectMembersOnly, secondStoreMember } from '../../test/account-profile-fixtures';
import { useTestApp } from '../../test/use-test-app';

const consentPage = (browser: TestBrowser, type: string) =>
  browser.get(`/zapi/internal/mypage/consent/screen-data?type=${type}`);

describe('newsletter and privacy consents', () => {
  const t = useTestApp();

  it('lists the options of a type in order with their defaults, and the privacy policy link', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'consent.list@example.com');
    const newsletter = (await consentPage(browser, 'newsletter')).json<ConsentScreenData>();
    expect(newsletter).toMatchObject({ type: 'newsletter', privacyPolicy: null });
    expect(newsletter.options.map(({ key, value }) => ({ key, value }))).toEqual([
      { key: 'newsletter_campaign', value: true },
      { key: 'newsletter_weekly', value: false },
    ]);
    expect(newsletter.options[0]).toMatchObject({
      title: '新作・キャンペーンのお知らせ',
      consentOptionId: expect.stringMatching(/^\d+$/),
    });

    const privacy = (await consentPage(browser, 'privacy')).json<ConsentScreenData>();
    expect(privacy.options.map((option) => option.key)).toEqual(['privacy_analytics', 'privacy_ads']);
    expect(privacy.privacyPolicy).toEqual({ url: '/privacy', isExternal: false });

    await t.db.database.db
      .update(policies)
      .set({ isExternal: true, dataSource: 'https://policies.example.com/privacy' })
      .where(eq(policies.key, 'privacy'));
    try {
      expect((await consentPage(browser, 'privacy')).json<ConsentScreenData>().privacyPolicy).toEqual({
        url: 'https://policies.example.com/privacy',
        isExternal: true,
      });
    } finally {
      await t.db.database.db
        .update(policies)
        .set({ isExternal: false, dataSource: null })
        .where(eq(policies.key, 'privacy'));
    }
  });

  it('switches a consent and back, recording the key each time', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'consent.switch@example.com');
    const [weekly] = (await consentPage(browser, 'newsletter')).json<ConsentScreenData>().options.slice(1);
    if (!weekly) throw new Error('no weekly option');
    const flip = async (value: boolean) =>
      (
        await browser.post(endpoints.consent.path, { consentOptionId: weekly.consentOptionId, key: weekly.key, value })
      ).json<ConsentEntry>();

    expect(await flip(true)).toEqual({ ...weekly, value: true });
    expect((await consentPage(browser, 'newsletter')).json<ConsentScreenData>().options[1]?.value).toBe(true);
    expect(await flip(false)).toEqual({ ...weekly, value: false });
    expect((await consentPage(browser, 'newsletter')).json<ConsentScreenData>().options[1]?.value).toBe(false);
    expect(await changesOf(t.db, member)).toEqual([
      { kind: 'consent', fields: ['newsletter_weekly'] },
      { kind: 'consent', fields: ['newsletter_weekly'] },
    ]);
    // Another member still sees the default.
    const other = await loggedInMember(t.app, t.db, 'consent.other@example.com');
    expect((await consentPage(other.browser, 'newsletter')).json<ConsentScreenData>().options[1]?.value).toBe(false);
  });

  it('refuses an option of another key, id or store, and malformed bodies', async () => {
    const { member, browser } = await loggedInMember(t.app, t.db, 'consent.refused@example.com');
    const [campaign] = (await consentPage(browser, 'newsletter')).json<ConsentScreenData>().options;
    if (!campaign) throw new Error('no campaign option');
    expectError(
      await browser.post(endpoints.consent.path, {
        consentOptionId: campaign.consentOptionId,
        key: 'privacy_ads',
        value: false,
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await browser.post(endpoints.consent.path, { consentOptionId: '999999', key: campaign.key, value: false }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await browser.post(endpoints.consent.path, { consentOptionId: 'abc', key: campaign.key, value: 'yes' }),
      400,
      'VALIDATION_ERROR',
      {
        consentOptionId: 'validation:generic.invalid',
        value: 'validation:generic.type',
      },
    );
    const second = await secondStoreMember(t.app, t.db, 'consent.second@example.com');
    expectError(
      await second.browser.post(endpoints.consent.path, {
        consentOptionId: campaign.consentOptionId,
        key: campaign.key,
        value: false,
      }),
      404,
      'NOT_FOUND',
    );
    expect(await changesOf(t.db, member)).toEqual([]);
  });

  it('has no page for an unknown type or where the store has consents off', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'consent.types@example.com');
    expectError(await browser.screenData('/mypage/consent'), 404, 'NOT_FOUND');
    expectError(await consentPage(browser, 'marketing'), 404, 'NOT_FOUND');
    const second = await secondStoreMember(t.app, t.db, 'consent.off@example.com');
    expectError(await consentPage(second.browser, 'newsletter'), 404, 'NOT_FOUND');
    expectError(await consentPage(second.browser, 'privacy'), 404, 'NOT_FOUND');
  });

  it('is for members only', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'consent.guard@example.com');
    await expectMembersOnly(
      t.app,
      endpoints.consent.path,
      { consentOptionId: '1', key: 'newsletter_campaign', value: false },
      browser,
    );
  });
});
