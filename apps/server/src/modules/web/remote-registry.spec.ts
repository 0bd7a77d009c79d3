import { mkdtempSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ReleasePageScreenData, RemotesManifest } from '@vs/contract';
import { releaseRoutesOf, remoteNamespaces } from '@vs/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { readCurrentReleases, type RegistryFile, type RemoteDescriptor } from './remote-releases';
import { deriveWebState } from './web-state';

function write(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

const pageManifest = (page: string, chunk: string) =>
  JSON.stringify({
    'virtual:remoteEntry': { file: 'remoteEntry.js' },
    'src/routes.ts': { file: 'assets/routes-1.js', isEntry: true },
    [`src/pages/${page}/index.tsx`]: { file: `assets/${chunk}`, isDynamicEntry: true },
    // A catalogue of the release's own (RemoteRoutesModule's `catalogues`).
    'src/locales/ja/news.json': { file: `assets/news-ja-${chunk}`, isDynamicEntry: true },
  });

/** A release as tools/deploy writes it: the build, its remote.json, and no registry entry yet. */
function writeRelease(releases: string, version: string, base: string, extraRoutes: RemoteDescriptor['routes']): void {
  const descriptor: RemoteDescriptor = {
    name: 'mypage',
    version,
    base,
    routes: [...releaseRoutesOf('mypage'), ...extraRoutes],
    // A release with a new page brings a namespace of its own.
    namespaces: [...remoteNamespaces.mypage, ...(extraRoutes.length > 0 ? ['news'] : [])],
    shared: { react: '19.3.1' },
  };
  write(join(releases, 'mypage', version), {
    'remote.json': JSON.stringify(descriptor),
    '.vite/manifest.json': pageManifest('news', `news-${version}.js`),
    'remoteEntry.js': `export const version = '${version}';`,
    [`assets/news-${version}.js`]: '',
  });
}

/** Replaced by rename, as the deploy tool does, so a reader never sees half a file. */
function publish(
  releases: string,
  versions: readonly string[],
  remote: 'mypage' | 'oidc-interaction' = 'mypage',
): void {
  const registry: RegistryFile = {
    remotes: { [remote]: versions.map((version) => ({ version, publishedAt: '2026-01-01T00:00:00Z' })) },
  };
  writeFileSync(join(releases, 'registry.next.json'), JSON.stringify(registry));
  renameSync(join(releases, 'registry.next.json'), join(releases, 'registry.json'));
}

const news = { path: '/mypage/news', page: 'news', layout: 'account' as const };
const guide = { path: '/mypage/guide', page: 'news', layout: 'guest' as const };

describe('readCurrentReleases and deriveWebState', () => {
  let releases: string;
  beforeAll(() => {
    releases = mkdtempSync(join(tmpdir(), 'vs-releases-'));
  });
  afterAll(() => rmSync(releases, { recursive: true, force: true }));

  it('serve every remote from its boot build while nothing is published', () => {
    expect(readCurrentReleases(releases).releases.size).toBe(0);
    const state = deriveWebState({ shell: undefined, bootBuilds: new Map(), releases: new Map() });
    expect(state.remotes.remotes).toContainEqual({ name: 'mypage', entry: '/remotes/mypage/remoteEntry.js' });
    expect(state.remotes.remotes.some((remote) => remote.routes)).toBe(false);
    expect(state.origins).toMatchObject({ byRemote: {}, signed: [] });
  });

  it("point the remote at its release, carry its routes only when they changed, and name a CDN's origin", () => {
    writeRelease(releases, 'aaaaaa1', 'https://cdn.example.com/releases/mypage/aaaaaa1/', [news]);
    writeRelease(releases, 'bbbbbb2', '/releases/mypage/bbbbbb2/', []);
    publish(releases, ['aaaaaa1']);
    const cdn = deriveWebState({
      shell: undefined,
      bootBuilds: new Map(),
      releases: readCurrentReleases(releases).releases,
    });
    const mypage = cdn.remotes.remotes.find((remote) => remote.name === 'mypage');
    expect(mypage?.entry).toBe('https://cdn.example.com/releases/mypage/aaaaaa1/remoteEntry.js');
    expect(mypage?.routes).toContainEqual(news);
    expect(mypage?.namespaces).toEqual([...remoteNamespaces.mypage, 'news']);
    expect(cdn.origins).toMatchObject({ byRemote: { mypage: 'https://cdn.example.com' }, signed: [] });
    expect(cdn.table).toContainEqual({ ...news, remote: 'mypage' });

    publish(releases, ['bbbbbb2', 'aaaaaa1']);
    const local = deriveWebState({
      shell: undefined,
      bootBuilds: new Map(),
      releases: readCurrentReleases(releases).releases,
    });
    expect(local.remotes.remotes).toContainEqual({ name: 'mypage', entry: '/releases/mypage/bbbbbb2/remoteEntry.js' });
    expect(local.origins).toMatchObject({ byRemote: {}, signed: [] });
  });

  it('refuse a registry naming a release that is not there, or a remote that does not exist', () => {
    publish(releases, ['cccccc3']);
    expect(() => readCurrentReleases(releases)).toThrow(/remote\.json|ENOENT/);
    writeFileSync(join(releases, 'registry.json'), JSON.stringify({ remotes: { nobody: [{ version: 'aaaaaa1' }] } }));
    expect(() => readCurrentReleases(releases)).toThrow('unknown remote nobody');
  });
});

describe('a running server follows the registry', () => {
  let db: TestDatabase;
  let dist: string;
  let releases: string;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vs-web-dist-'));
    releases = join(dist, 'releases');
    write(dist, {
      'shell/index.html':
        '<!doctype html><html lang="ja"><head><title></title></head><body><div id="root"></div></body></html>',
      'shell/.vite/manifest.json': '{}',
      'mypage/remoteEntry.js': 'export const boot = 1;',
      'mypage/.vite/manifest.json': pageManifest('top', 'top-1.js'),
    });
    db = await createTestDatabase();
    const env = { WEB_DIST: dist, REMOTE_REGISTRY_POLL_MS: '20' };
    first = await buildTestApp(db.database, env);
    // A second process on the same folder (several processes behind a proxy).
    second = await buildTestApp(db.database, env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await db.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (app: FastifyInstance, url: string) => app.inject({ url, headers: { host: 'localhost' } });
  const remotesOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="vs-remotes">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as RemotesManifest;

  it('publishes a new page from a CDN origin without a restart, on every process, and rolls back', async () => {
    expect((await page(first, '/mypage/news')).statusCode).toBe(404);
    expect((await page(second, '/zapi/internal/mypage/news/screen-data')).statusCode).toBe(404);
    writeRelease(releases, 'dddddd4', 'https://cdn.example.com/releases/mypage/dddddd4/', [news, guide]);
    publish(releases, ['dddddd4']);

    for (const app of [first, second]) {
      await vi.waitFor(async () => expect((await page(app, '/mypage/news')).statusCode).toBe(200), { timeout: 3000 });
      const answer = await page(app, '/mypage/news');
      expect(answer.body).toContain(
        '<link rel="modulepreload" crossorigin ' +
          'href="https://cdn.example.com/releases/mypage/dddddd4/assets/news-dddddd4.js">',
      );
      expect(remotesOf(answer.body).remotes).toContainEqual({
        name: 'mypage',
        entry: 'https://cdn.example.com/releases/mypage/dddddd4/remoteEntry.js',
        routes: expect.arrayContaining([news]),
        namespaces: expect.arrayContaining(['news']),
      });
      expect(answer.body).toContain(
        'href="https://cdn.example.com/releases/mypage/dddddd4/assets/news-ja-news-dddddd4.js">',
      );
      expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
      // The server has no handler of its own for the release's pages: each layout's generic answer.
      const guest = await page(app, '/zapi/internal/mypage/news/screen-data?tab=1');
      expect(guest.json()).toEqual({ redirectTo: '/login?redirect=%2Fmypage%2Fnews%3Ftab%3D1' });
      const open = (await page(app, '/zapi/internal/mypage/guide/screen-data')).json<ReleasePageScreenData>();
      expect(open.accountHeader).toBeNull();
      expect(open.root).toMatchObject({ authId: null, storeSettingData: { serviceName: expect.any(String) } });
    }

    publish(releases, []);
    await vi.waitFor(async () => expect((await page(first, '/mypage/news')).statusCode).toBe(404), { timeout: 3000 });
    expect((await page(first, '/zapi/internal/mypage/guide/screen-data')).statusCode).toBe(404);
    const back = await page(first, '/mypage');
    expect(remotesOf(back.body).remotes).toContainEqual({ name: 'mypage', entry: '/remotes/mypage/remoteEntry.js' });
    expect(back.headers['content-security-policy']).not.toContain('cdn.example.com');
  });

  it("serves the OIDC pages from the standalone page of oidc-interaction's current release", async () => {
    const version = 'ffffff6';
    const base = `/releases/oidc-interaction/${version}/`;
    write(join(releases, 'oidc-interaction', version), {
      'remote.json': JSON.stringify({
        name: 'oidc-interaction',
        version,
        base,
        routes: releaseRoutesOf('oidc-interaction'),
        namespaces: ['oidc'],
        shared: {},
      }),
      'remoteEntry.js': '',
      'standalone/standalone.html':
        '<!doctype html><html lang="ja"><head><title></title>' +
        `<script type="module" src="${base}standalone/assets/entry-${version}.js"></script>` +
        '</head><body><div id="root"></div></body></html>',
      'standalone/.vite/manifest.json': JSON.stringify({
        'standalone.html': { file: `assets/entry-${version}.js`, isEntry: true },
        'src/pages/login/index.tsx': { file: `assets/login-${version}.js` },
        '../../libs/shared/catalogue/src/locales/ja/oidc.json': { file: `assets/oidc-ja-${version}.js` },
      }),
    });
    expect((await page(second, '/oidc/login')).body).not.toContain(version);
    publish(releases, [version], 'oidc-interaction');
    for (const app of [first, second]) {
      await vi.waitFor(async () => expect((await page(app, '/oidc/login')).body).toContain(`entry-${version}.js`), {
        timeout: 3000,
      });
      const { body } = await page(app, '/oidc/login');
      expect(body).not.toContain('id="vs-remotes"');
      expect(body).toContain(
        `<link rel="modulepreload" crossorigin href="${base}standalone/assets/login-${version}.js">`,
      );
      // Its catalogues come inside the HTML, not as the release's catalogue scripts.
      expect(body).not.toContain(`oidc-ja-${version}.js`);
      expect(body).toContain('id="vs-catalogues"');
    }
    publish(releases, [], 'oidc-interaction');
  });

  it("serves this server's releases as immutable files, and keeps serving when the registry breaks", async () => {
    writeRelease(releases, 'eeeeee5', '/releases/mypage/eeeeee5/', []);
    publish(releases, ['eeeeee5']);
    await vi.waitFor(
      async () => expect((await page(first, '/mypage')).body).toContain('/releases/mypage/eeeeee5/remoteEntry.js'),
      { timeout: 3000 },
    );
    const entry = await page(first, '/releases/mypage/eeeeee5/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const hidden of ['/releases/registry.json', '/releases/mypage/none/remoteEntry.js']) {
      expect((await page(first, hidden)).statusCode).toBe(404);
    }

    writeFileSync(join(releases, 'registry.json'), '{ not json');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await page(first, '/mypage')).body).toContain('/releases/mypage/eeeeee5/remoteEntry.js');
  });
});
