import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { catalogueTree } from '@vs/catalogue';
import type {
  AccountHeaderScreenData,
  ApiErrorBody,
  InlineCatalogues,
  RemotesManifest,
  RootScreenData,
} from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStore } from '../../db/seed';
import { secondStore } from '../../db/seed/second-store';
import { buildTestApp, csrfContext } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';

const shellHtml = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="utf-8" />
    <title></title>
    <script type="module" crossorigin src="/assets/main-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

const oidcStandaloneHtml = `<!doctype html>
<html lang="ja">
  <head>
    <title></title>
    <script type="module" crossorigin src="/remotes/oidc-interaction/standalone/assets/standalone-1.js"></script>
    <link rel="modulepreload" crossorigin href="/remotes/oidc-interaction/standalone/assets/react-2.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A tiny stand-in for `dist/apps`: the shell, one remote with a Vite manifest, and oidc-interaction's own page. */
function writeFakeDist(root: string): void {
  const files: Record<string, string> = {
    'shell/index.html': shellHtml,
    'shell/assets/main-abc123.js': 'console.log("shell")',
    'shell/assets/main-abc123.js.br': 'brotli bytes',
    'shell/assets/main-abc123.js.gz': 'gzip bytes',
    'shell/.vite/manifest.json': JSON.stringify({
      // The page's script (main-abc123.js, the federation plugin's init step) is in no manifest; it imports
      // the entry chunk once the shared singletons are set up.
      'index.html': { file: 'assets/bootstrap-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-2.js' },
      'src/layouts/account-layout.tsx': { file: 'assets/account-layout-3.js', imports: ['_react.js'] },
      '../../libs/shared/catalogue/src/locales/ja/common.json': { file: 'assets/common-ja.js' },
      '../../libs/shared/catalogue/src/locales/ja/layout.json': { file: 'assets/layout-ja.js' },
      '../../libs/shared/catalogue/src/locales/ja/plans.json': { file: 'assets/plans-ja.js' },
      '../../libs/shared/catalogue/src/locales/ja/errors.json': { file: 'assets/errors-ja.js' },
      '../../libs/shared/catalogue/src/locales/en/common.json': { file: 'assets/common-en.js' },
      '../../libs/shared/catalogue/src/locales/en/layout.json': { file: 'assets/layout-en.js' },
      '../../libs/shared/catalogue/src/locales/en/plans.json': { file: 'assets/plans-en.js' },
      // The federation plugin's share map and pending-shares step, with the shared providers they import,
      // keyed as `vite build` in the app's folder writes them (the remote below: as from the workspace root).
      'virtual:mf-localSharedImportMap:__mfe_internal__shell__mf_owner__1': {
        file: 'assets/shared-map-4.js',
        imports: ['_runtime.js'],
        dynamicImports: ['_react.js', '../../tools/mf/react-router-facade.ts'],
      },
      '../../tools/mf/react-router-facade.ts': {
        file: 'assets/router-facade-5.js',
        imports: ['_react.js'],
        isDynamicEntry: true,
      },
      'virtual:mf:__mfe_internal__shell__mf_owner__1__P_S__pendingShares__P_S__.js': {
        file: 'assets/pending-shares-6.js',
        dynamicImports: ['virtual:mf-localSharedImportMap:__mfe_internal__shell__mf_owner__1'],
      },
    }),
    'plans-checkout/index.html': '<!doctype html><title>standalone</title>',
    'plans-checkout/remoteEntry.js': 'export const get = 1;',
    'plans-checkout/assets/entry-dep-1.js': '',
    'plans-checkout/assets/routes-2.js': '',
    'plans-checkout/assets/shared-3.js': '',
    'plans-checkout/assets/plan-list-4.js': '',
    'plans-checkout/assets/plan-detail-5.js': '',
    'plans-checkout/.vite/manifest.json': JSON.stringify({
      'virtual:remoteEntry': { file: 'remoteEntry.js', imports: ['_entry-dep.js'] },
      '_entry-dep.js': { file: 'assets/entry-dep-1.js' },
      'src/routes.ts': { file: 'assets/routes-2.js', imports: ['_shared.js'], isEntry: true },
      '_shared.js': { file: 'assets/shared-3.js', imports: ['_entry-dep.js'] },
      'src/pages/plan-list/index.tsx': { file: 'assets/plan-list-4.js', imports: ['_shared.js'], isDynamicEntry: true },
      'src/pages/plan-detail/index.tsx': {
        file: 'assets/plan-detail-5.js',
        imports: ['_shared.js'],
        isDynamicEntry: true,
      },
      // The remote's own providers are fallbacks for when no host provides the singletons (keyed as in a
      // release built from the workspace root, which the server still serves).
      '../../virtual:mf-localSharedImportMap:__mfe_internal__plans_checkout__mf_owner__1': {
        file: 'assets/shared-map-6.js',
        imports: ['_entry-dep.js'],
        dynamicImports: ['../../virtual:mf:fallback-react'],
      },
      '../../virtual:mf:fallback-react': { file: 'assets/fallback-react-7.js' },
    }),
    'oidc-interaction/standalone/standalone.html': oidcStandaloneHtml,
    'oidc-interaction/standalone/assets/standalone-1.js': '',
    'oidc-interaction/standalone/.vite/manifest.json': JSON.stringify({
      'standalone.html': { file: 'assets/standalone-1.js', imports: ['_react.js'], isEntry: true },
      '_react.js': { file: 'assets/react-2.js' },
      '_form.js': { file: 'assets/form-3.js', imports: ['_react.js'] },
      'src/pages/login/index.tsx': { file: 'assets/login-4.js', imports: ['_form.js'], isDynamicEntry: true },
      'src/pages/consent/index.tsx': { file: 'assets/consent-5.js', imports: ['_react.js'], isDynamicEntry: true },
      '../../libs/shared/catalogue/src/locales/ja/layout.json': { file: 'assets/layout-ja.js' },
      '../../libs/shared/catalogue/src/locales/ja/oidc.json': { file: 'assets/oidc-ja.js' },
      '../../libs/shared/catalogue/src/locales/en/oidc.json': { file: 'assets/oidc-en.js' },
    }),
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

function dataBlock(html: string, id: string): string {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error(`no ${id} block`);
  return match[1];
}

function rootContent(html: string): string {
  const match = /<div id="root">(.*)<\/div>\s*<\/body>/s.exec(html);
  if (!match) throw new Error('no #root');
  return match[1] ?? '';
}

describe('production web hosting', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vs-web-dist-'));
    writeFakeDist(dist);
    db = await createTestDatabase();
    app = await buildTestApp(db.database, { WEB_DIST: dist });
    // A store whose settings try to break out of the data block and the title.
    await insertStore(db.database.db, {
      ...secondStore,
      store: { ...secondStore.store, id: 'xss', serviceName: '</script><script>alert(1)</script>', gtmId: null },
      hosts: ['xss.localhost'],
      policies: [],
      plans: [],
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { host: 'localhost', ...headers } });

  it('serves the shell for a route with the store title, theme colour and favicon', async () => {
    const response = await page('/plans');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<title>デモビデオストア</title>');
    expect(response.body).toContain('<meta name="theme-color" content="#d7003a">');
    expect(response.body).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+">/);
    expect(response.body).not.toContain('apple-touch-icon');
    expect(response.body).toContain('<html lang="ja">');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/main-abc123.js"></script>');
  });

  it('injects the remotes manifest and the root data as JSON data blocks', async () => {
    const response = await page('/plans', { 'user-agent': 'PVS/1.0 Android' });
    const remotes = JSON.parse(dataBlock(response.body, 'vs-remotes')) as RemotesManifest;
    expect(remotes.remotes).toContainEqual({ name: 'plans_checkout', entry: '/remotes/plans-checkout/remoteEntry.js' });
    const root = JSON.parse(dataBlock(response.body, 'vs-root-data')) as RootScreenData;
    expect(root.storeSettingData.storeId).toBe('demo');
    expect(root.authId).toBeNull();
    expect(root.browserInfo.isApp).toBe(true);
    expect(response.body.indexOf('id="vs-root-data"')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('escapes store text in the title and the data blocks', async () => {
    const response = await page('/plans', { host: 'xss.localhost' });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    const block = dataBlock(response.body, 'vs-root-data');
    expect(block).toContain('\\u003c/script>');
    expect((JSON.parse(block) as RootScreenData).storeSettingData.serviceName).toBe(
      '</script><script>alert(1)</script>',
    );
    expect(rootContent(response.body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("paints the store's header inside #root for guest, login and account pages and the 404 page", async () => {
    for (const url of ['/login', '/plans', '/no/such/page', '/mypage/login-history']) {
      const root = rootContent((await page(url)).body);
      expect(root, url).toContain('class="vs-first-paint-header" aria-hidden="true"');
      expect(root, url).toContain('>デモビデオストア</span>');
    }
    expect(rootContent((await page('/login', { host: 'second.localhost', cookie: 'vs-lang=en' })).body)).toContain(
      '>Second Screen</span>',
    );
  });

  it('themes per host', async () => {
    const response = await page('/plans', { host: 'second.localhost' });
    expect(response.body).toContain('<title>Second Screen</title>');
    expect(response.body).toContain('<meta name="theme-color" content="#0a7cff">');
    expect(response.body).toContain(
      '<link rel="apple-touch-icon" href="https://second.example.com/apple-touch-icon.png">',
    );
    expect(response.headers['content-security-policy']).toContain('https://www.googletagmanager.com');
  });

  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('preloads the shell, and the remote entry, share map, routes and page chunks', async () => {
    const response = await page('/plans');
    // The template's own preload of the entry's import (react-2.js) stays the only one.
    expect(modulePreloads(response.body)).toEqual([
      '/assets/react-2.js',
      '/assets/bootstrap-1.js',
      '/assets/router-facade-5.js',
      '/assets/pending-shares-6.js',
      '/remotes/plans-checkout/remoteEntry.js',
      '/remotes/plans-checkout/assets/entry-dep-1.js',
      '/remotes/plans-checkout/assets/shared-map-6.js',
      '/remotes/plans-checkout/assets/routes-2.js',
      '/remotes/plans-checkout/assets/shared-3.js',
      '/remotes/plans-checkout/assets/plan-list-4.js',
    ]);
    expect(response.body).not.toContain('plan-detail-5.js');
    expect(response.body).not.toContain('account-layout-3.js');
    expect(response.body).not.toContain('fallback-react-7.js');
    expect(response.body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/zapi/internal/plans/screen-data">',
    );
  });

  const catalogues = (html: string) => JSON.parse(dataBlock(html, 'vs-catalogues')) as InlineCatalogues;

  it("sends the page's catalogues in the visitor's language inside the HTML, not as scripts", async () => {
    const ja = await page('/plans');
    expect(catalogues(ja.body).language).toBe('ja');
    expect(Object.keys(catalogues(ja.body).namespaces)).toEqual([
      'common',
      'layout',
      'plans',
      'payment',
      'signup',
      'errors',
      'ui',
      'validation',
    ]);
    expect(catalogues(ja.body).namespaces['layout']).toEqual(catalogueTree('ja', 'layout'));
    expect(modulePreloads(ja.body).filter((href) => /-(ja|en)\.js$/.test(href ?? ''))).toEqual([]);
    const en = catalogues((await page('/plans', { cookie: 'vs-lang=en' })).body);
    expect(en.language).toBe('en');
    expect(en.namespaces['plans']).toEqual(catalogueTree('en', 'plans'));
  });

  it("sends an account page's header data inside the HTML, and no other page's", async () => {
    const member = await page('/mypage/login-history');
    const header = JSON.parse(dataBlock(member.body, 'vs-account-header')) as AccountHeaderScreenData;
    expect(header.isLoggedIn).toBe(false);
    expect(header.menu).toEqual(expect.objectContaining({ home: expect.any(Boolean) as boolean }));
    expect((await page('/plans')).body).not.toContain('id="vs-account-header"');
  });

  it('preloads the screen data of the path with its query', async () => {
    const response = await page('/plans/monthly?campaign=a&x=%3C');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('assets/plan-detail-5.js');
    expect(response.body).toContain('href="/zapi/internal/plans/monthly/screen-data?campaign=a&amp;x=%3C"');
    expect((await page('/')).body).toContain('href="/zapi/internal/home/screen-data"');
  });

  it("serves the shell with status 404 and only the shell's preloads for an unknown path", async () => {
    const response = await page('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('id="vs-root-data"');
    // Only what the shell's own 404 page needs: no remote, no screen data.
    expect(modulePreloads(response.body)).toEqual([
      '/assets/react-2.js',
      '/assets/bootstrap-1.js',
      '/assets/router-facade-5.js',
      '/assets/pending-shares-6.js',
    ]);
    expect(Object.keys(catalogues(response.body).namespaces)).toEqual(['common', 'layout', 'errors']);
    expect(response.body).not.toContain('as="fetch"');
  });

  it("serves OIDC pages from oidc-interaction's own page: store data, its page's chunks, no shell", async () => {
    const response = await page('/oidc/login?x=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('/remotes/oidc-interaction/standalone/assets/standalone-1.js');
    expect(html).not.toContain('/assets/main-abc123.js');
    expect(html).not.toContain('remoteEntry.js');
    expect(html).not.toContain('id="vs-remotes"');
    expect(JSON.parse(dataBlock(html, 'vs-root-data'))).toHaveProperty('storeSettingData');
    expect(html).toContain('href="/zapi/internal/oidc/login/screen-data?x=1"');
    // The entry's own imports are already in the HTML once; the page's chunks are added, and the
    // catalogues come inside the HTML as on the shell's pages.
    expect(modulePreloads(html)).toEqual([
      '/remotes/oidc-interaction/standalone/assets/react-2.js',
      '/remotes/oidc-interaction/standalone/assets/login-4.js',
      '/remotes/oidc-interaction/standalone/assets/form-3.js',
    ]);
    expect(catalogues(html).language).toBe('ja');
    expect(Object.keys(catalogues(html).namespaces)).toEqual(
      expect.arrayContaining(['common', 'layout', 'oidc', 'auth']),
    );
    expect(rootContent(html)).toBe('');
    const en = (await page('/oidc/consent', { cookie: 'vs-lang=en' })).body;
    expect(modulePreloads(en)).toEqual([
      '/remotes/oidc-interaction/standalone/assets/react-2.js',
      '/remotes/oidc-interaction/standalone/assets/consent-5.js',
    ]);
    expect(catalogues(en).namespaces['oidc']).toEqual(catalogueTree('en', 'oidc'));
    // Every other page is still the shell's.
    expect((await page('/login')).body).toContain('/assets/main-abc123.js');
    expect((await page('/remotes/oidc-interaction/standalone/standalone.html')).statusCode).toBe(404);
  });

  it('sets the CSRF cookie on the page', async () => {
    const response = await page('/plans');
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['__Host-vs-session', '__Host-vs-csrf']),
    );
  });

  it('takes <html lang> from the vs-lang cookie, ja otherwise', async () => {
    expect((await page('/plans', { cookie: 'vs-lang=en' })).body).toContain('<html lang="en">');
    expect((await page('/plans', { cookie: 'vs-lang="><script>' })).body).toContain('<html lang="ja">');
  });

  it('serves hashed assets for a year and remote entries with no-cache', async () => {
    const asset = await page('/remotes/plans-checkout/assets/routes-2.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await page('/remotes/plans-checkout/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await page('/assets/main-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the precompressed file the browser accepts, varying on Accept-Encoding', async () => {
    const br = await page('/assets/main-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const gzip = await page('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await page('/assets/main-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shell")');
  });

  it('never serves an index.html untransformed', async () => {
    for (const url of ['/index.html', '/remotes/plans-checkout/index.html']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().code).toBe('NOT_FOUND');
    }
  });

  it('answers a missing asset with a JSON 404, not the shell', async () => {
    for (const url of ['/assets/missing-1.js', '/remotes/plans-checkout/assets/gone.js', '/favicon.ico']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().code).toBe('NOT_FOUND');
    }
  });

  it('keeps /zapi answers JSON', async () => {
    const response = await page('/zapi/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().code).toBe('NOT_FOUND');
    expect((await page('/zapi/internal/plans/screen-data')).statusCode).toBe(200);
  });

  it('refuses a forged POST to a page path, and answers a verified one with a JSON 404', async () => {
    const forged = await app.inject({ method: 'POST', url: '/plans', headers: { host: 'localhost' }, payload: {} });
    expect(forged.statusCode).toBe(403);
    expect(forged.json<ApiErrorBody>().code).toBe('CSRF_INVALID');
    const { cookie, token } = await csrfContext(app);
    const verified = await app.inject({
      method: 'POST',
      url: '/plans',
      headers: { host: 'localhost', origin: 'http://localhost', cookie, 'x-csrf-token': token },
      payload: {},
    });
    expect(verified.statusCode).toBe(404);
    expect(verified.json<ApiErrorBody>().code).toBe('NOT_FOUND');
  });

  it('is off without a built shell (development with Vite dev servers)', async () => {
    const devApp = await buildTestApp(db.database);
    const response = await devApp.inject({ url: '/plans', headers: { host: 'localhost' } });
    await devApp.close();
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().code).toBe('NOT_FOUND');
  });
});
