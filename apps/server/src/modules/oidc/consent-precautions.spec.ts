import type { OidcConsentScreenData } from '@vs/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oidcPrecautions } from '../../db/schema';
import { loggedInMember } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { authorizeUrl, follow, pkce } from './oidc-flow.test-kit';

describe("the consent page's store precautions (oidc_precautions)", () => {
  const t = useTestApp();

  async function precautionsSeenIn(language: 'ja' | 'en') {
    const { browser } = await loggedInMember(t.app, t.db, `precautions-${language}-${Date.now()}@example.com`, {
      headers: { 'accept-language': language },
    });
    expect(await follow(browser, authorizeUrl(pkce().challenge))).toBe('/oidc/consent');
    return (await browser.screenData('/oidc/consent')).json<OidcConsentScreenData>().oidcPrecautions;
  }

  it("answers the demo store's precautions in the visitor's language", async () => {
    expect(await precautionsSeenIn('ja')).toMatchObject({ title: 'ご利用にあたっての注意事項' });
    const english = await precautionsSeenIn('en');
    expect(english?.title).toBe('Before you continue');
    expect(english?.renderData).toContain('<li>You can withdraw this permission at any time');
  });

  it('shows a store’s only text to every visitor, and none where the store wrote none', async () => {
    const db = t.db.database.db;
    await db
      .delete(oidcPrecautions)
      .where(and(eq(oidcPrecautions.storeId, 'demo'), eq(oidcPrecautions.language, 'en')));
    expect(await precautionsSeenIn('en')).toMatchObject({ title: 'ご利用にあたっての注意事項' });
    await db.delete(oidcPrecautions).where(eq(oidcPrecautions.storeId, 'demo'));
    expect(await precautionsSeenIn('en')).toBeNull();
  });
});
