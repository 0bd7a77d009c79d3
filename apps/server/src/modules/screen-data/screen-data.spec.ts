import type { AccountHeaderScreenData, ApiErrorBody, RedirectAnswer, RootScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';

const userAgents = {
  app:
    'PVS/3.2.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/126.0 Mobile Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'Version/17.5 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('screen data', () => {
  const t = useTestApp();

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: 'localhost', ...headers } });

  describe('root', () => {
    it('answers a guest with the store settings and browser info', async () => {
      const response = await get('/zapi/internal/root/screen-data', { 'user-agent': userAgents.desktop });
      expect(response.statusCode).toBe(200);
      const body = response.json<RootScreenData>();
      expect(body.authId).toBeNull();
      expect(body.browserInfo).toEqual({ isApp: false, isAndroid: false, isMobile: false });
      expect(body.storeSettingData).toMatchObject({
        storeId: 'demo',
        enablePoweredByPvs: true,
        colors: { accentColor: '#d7003a', secondaryAccentColor: '#1f2a44', playerColor: '#ffcc00' },
        status: {
          hasSubscriptionPlan: true,
          isStorePaymentAvailable: true,
          isNewsletterEnabled: true,
          isPrivacyEnabled: true,
          isPinCodeEnabled: true,
          isOidcEnabled: true,
        },
      });
      const { footerLinks, trademarks, copyright, socialMediaLinks } = body.storeSettingData.footers;
      expect(new Set(footerLinks.map((link) => link.type))).toEqual(new Set(['default', 'url']));
      expect(new Set(footerLinks.map((link) => link.display_type))).toEqual(new Set(['login', 'logout', 'other']));
      expect(trademarks).toHaveLength(1);
      expect(copyright).toContain('Demo Video Store');
      expect(socialMediaLinks.twitterUrl).toMatch(/^https:/);
    });

    it.each([
      ['the app (PVS marker)', userAgents.app, { isApp: true, isAndroid: true, isMobile: true }],
      ['Android Chrome', userAgents.android, { isApp: false, isAndroid: true, isMobile: true }],
      ['iPhone Safari', userAgents.iphone, { isApp: false, isAndroid: false, isMobile: true }],
      ['no user agent', '', { isApp: false, isAndroid: false, isMobile: false }],
    ])('detects %s', async (_name, userAgent, expected) => {
      const response = await get('/zapi/internal/root/screen-data', { 'user-agent': userAgent });
      expect(response.json<RootScreenData>().browserInfo).toEqual(expected);
    });

    it('parses only the first 500 characters of a 5000-character user agent', async () => {
      const padded = `${userAgents.iphone.padEnd(500, ' ')}${'Android '.repeat(563)}`.slice(0, 5000);
      expect(padded).toHaveLength(5000);
      const started = performance.now();
      const response = await get('/zapi/internal/root/screen-data', { 'user-agent': padded });
      expect(performance.now() - started).toBeLessThan(2000);
      expect(response.statusCode).toBe(200);
      // "Android" appears only after character 500, so it is not seen.
      expect(response.json<RootScreenData>().browserInfo).toEqual({ isApp: false, isAndroid: false, isMobile: true });
    });
  });

  describe('account header', () => {
    it('shows a guest the menu items the demo store enables', async () => {
      const response = await get('/zapi/internal/account-header/screen-data');
      expect(response.json<AccountHeaderScreenData>()).toEqual({
        isLoggedIn: false,
        displayName: null,
        profileImageUrl: null,
        menu: { home: true, plans: false, paymentMethod: true, paymentHistory: true },
      });
    });

    it('hides payment items for a store without store payment', async () => {
      const response = await get('/zapi/internal/account-header/screen-data', { host: 'second.localhost' });
      expect(response.json<AccountHeaderScreenData>().menu).toEqual({
        home: true,
        plans: false,
        paymentMethod: false,
        paymentHistory: false,
      });
    });
  });

  describe('dispatcher', () => {
    it.each([
      '/zapi/internal/nowhere/screen-data',
      '/zapi/internal/plans/a/b/c/screen-data',
      '/zapi/internal/plans/not-screen-data',
      '/zapi/internal/plans/screen-data/',
    ])('answers NOT_FOUND for %s', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    });

    it("redirects '/' (home) to the plan list", async () => {
      const response = await get('/zapi/internal/home/screen-data?from=test');
      expect(response.statusCode).toBe(200);
      expect(response.json<RedirectAnswer>()).toEqual({ redirectTo: '/plans' });
    });

    it('answers /app/licenses to anyone, guest or not (its list is built into the page)', async () => {
      const response = await get('/zapi/internal/app/licenses/screen-data');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    });

    it('marks screen data as not cacheable', async () => {
      const response = await get('/zapi/internal/home/screen-data');
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('remotes manifest', () => {
    it('points at /remotes/<remote>/remoteEntry.js with container names', async () => {
      const response = await get('/zapi/internal/remotes');
      expect(response.json()).toEqual({
        remotes: [
          { name: 'auth_login', entry: '/remotes/auth-login/remoteEntry.js' },
          { name: 'signup', entry: '/remotes/signup/remoteEntry.js' },
          { name: 'oidc_interaction', entry: '/remotes/oidc-interaction/remoteEntry.js' },
          { name: 'mypage', entry: '/remotes/mypage/remoteEntry.js' },
          { name: 'plans_checkout', entry: '/remotes/plans-checkout/remoteEntry.js' },
        ],
      });
    });

    it('points at the Vite dev servers with DEV_REMOTES=1', async () => {
      const devApp = await buildTestApp(t.db.database, { DEV_REMOTES: '1' });
      const response = await devApp.inject({ url: '/zapi/internal/remotes', headers: { host: 'localhost' } });
      await devApp.close();
      expect(response.json()).toMatchObject({
        remotes: expect.arrayContaining([
          { name: 'auth_login', entry: 'http://127.0.0.1:4201/remotes/auth-login/remoteEntry.js' },
          { name: 'plans_checkout', entry: 'http://127.0.0.1:4205/remotes/plans-checkout/remoteEntry.js' },
        ]),
      });
    });
  });
});
