import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import type { RemotesManifest } from '@vs/contract';
import { releaseRoutesOf, remoteNamespaces } from '@vs/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { loggerOptions } from '../../logger';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';

/**
 * Releases as tools/deploy/signing.mjs writes them (every file's SHA-384 in remote.json, remote.json
 * signed with the team's ed25519 key), served by a server that holds My Page's and plans-checkout's
 * public keys: only My Page's own signature over untouched files gets a release of My Page served.
 */
const keyPair = () => generateKeyPairSync('ed25519');
const publicText = (key: KeyObject) => key.export({ format: 'jwk' }).x as string;
const sri = (bytes: string | Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

function write(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

const mypageKeys = keyPair();
const plansKeys = keyPair();

describe('signed remote releases', () => {
  let db: TestDatabase;
  let dist: string;
  let releases: string;
  let app: FastifyInstance;
  const written: string[] = [];
  const logLines = () =>
    written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  /** A release of My Page whose top page chunk says `version`; `signer` null leaves it unsigned. */
  function writeRelease(version: string, signer: KeyObject | null, tamper?: (dir: string) => void): string {
    const base = `/releases/mypage/${version}/`;
    const files: Record<string, string> = {
      '.vite/manifest.json': JSON.stringify({
        'virtual:remoteEntry': { file: 'remoteEntry.js', imports: ['src/routes.ts'] },
        'src/routes.ts': { file: `assets/routes-${version}.js` },
        'src/pages/top/index.tsx': { file: `assets/top-${version}.js` },
      }),
      'remoteEntry.js': `import('${base}assets/routes-${version}.js');`,
      [`assets/routes-${version}.js`]: `export const pages = {};`,
      [`assets/top-${version}.js`]: `export default '${version}';`,
    };
    const dir = join(releases, 'mypage', version);
    write(dir, files);
    const descriptor = {
      name: 'mypage',
      version,
      base,
      routes: releaseRoutesOf('mypage'),
      namespaces: remoteNamespaces.mypage,
      shared: {},
      files: Object.fromEntries(Object.entries(files).map(([path, content]) => [path, sri(content)])),
    };
    const bytes = Buffer.from(JSON.stringify(descriptor, null, 2));
    writeFileSync(join(dir, 'remote.json'), bytes);
    if (signer) {
      const signature = sign(null, bytes, signer).toString('base64url');
      const key = publicText(signer === plansKeys.privateKey ? plansKeys.publicKey : mypageKeys.publicKey);
      writeFileSync(join(dir, 'remote.json.sig'), JSON.stringify({ key, signature }));
    }
    tamper?.(dir);
    return files['remoteEntry.js'] as string;
  }

  function publish(versions: readonly string[]): void {
    const entries = versions.map((version) => ({ version, publishedAt: '2026-01-01T00:00:00Z' }));
    writeFileSync(join(releases, 'registry.next.json'), JSON.stringify({ remotes: { mypage: entries } }));
    renameSync(join(releases, 'registry.next.json'), join(releases, 'registry.json'));
  }

  const page = (url: string) => app.inject({ url, headers: { host: 'localhost' } });
  const remotesOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="vs-remotes">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as RemotesManifest;

  /** Publishes `version` over the current one, waits for its refusal in the log, and answers its reason. */
  async function refusalOf(version: string): Promise<string> {
    const from = logLines().length;
    publish([version, 'aaaaaa1']);
    let reason = '';
    await vi.waitFor(
      () => {
        const refused = logLines()
          .slice(from)
          .find((line) => line['msg'] === 'remote release refused: keeping the release served before');
        expect(refused).toMatchObject({ remote: 'mypage', version, kept: 'aaaaaa1' });
        reason = String(refused?.['reason']);
      },
      { timeout: 3000 },
    );
    // The site keeps serving the release it had.
    const current = await page('/mypage');
    expect(current.body).toContain('/releases/mypage/aaaaaa1/remoteEntry.js');
    expect(current.body).not.toContain(version);
    return reason;
  }

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vs-signed-'));
    releases = join(dist, 'releases');
    write(dist, {
      'shell/index.html':
        '<!doctype html><html lang="ja"><head><title></title></head><body><div id="root"></div></body></html>',
      'shell/.vite/manifest.json': '{}',
    });
    db = await createTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }));
    app = await buildTestApp(
      db.database,
      {
        WEB_DIST: dist,
        REMOTE_REGISTRY_POLL_MS: '20',
        REMOTE_RELEASE_KEYS_MYPAGE: publicText(mypageKeys.publicKey),
        REMOTE_RELEASE_KEYS_PLANS_CHECKOUT: publicText(plansKeys.publicKey),
      },
      undefined,
      { logger: { ...(options as object), stream } },
    );
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves a release signed by its own remote, loading its entry and preloads with their integrity', async () => {
    const entry = writeRelease('aaaaaa1', mypageKeys.privateKey);
    publish(['aaaaaa1']);
    await vi.waitFor(async () => expect((await page('/mypage')).body).toContain('/releases/mypage/aaaaaa1/'), {
      timeout: 3000,
    });
    const { body } = await page('/mypage');
    const base = '/releases/mypage/aaaaaa1/';
    expect(body).toContain(
      `<link rel="modulepreload" crossorigin href="${base}remoteEntry.js" integrity="${sri(entry)}">`,
    );
    expect(body).toContain(
      `<link rel="modulepreload" crossorigin href="${base}assets/top-aaaaaa1.js"` +
        ` integrity="${sri("export default 'aaaaaa1';")}">`,
    );
    // Every preload of the release carries one; the shell loads the entry with the manifest's.
    const preloads = [...body.matchAll(/<link rel="modulepreload"[^>]*href="\/releases\/[^>]*>/g)].map(String);
    expect(preloads.length).toBeGreaterThanOrEqual(3);
    for (const tag of preloads) expect(tag).toMatch(/ integrity="sha384-[A-Za-z0-9+/]+={0,2}"/);
    expect(remotesOf(body).remotes).toContainEqual({
      name: 'mypage',
      entry: `${base}remoteEntry.js`,
      integrity: sri(entry),
    });
  });

  it('refuses an unsigned release, with the reason in the log', async () => {
    writeRelease('bbbbbb2', null);
    expect(await refusalOf('bbbbbb2')).toBe('it is not signed, and REMOTE_RELEASE_KEYS_MYPAGE asks for a signature');
  });

  it("refuses a release signed by another remote's key", async () => {
    writeRelease('cccccc3', plansKeys.privateKey);
    expect(await refusalOf('cccccc3')).toBe(
      `it is signed by the key ${publicText(plansKeys.publicKey)}, which is not one of mypage's`,
    );
  });

  it('refuses a release with a file changed, or added, after signing', async () => {
    writeRelease('dddddd4', mypageKeys.privateKey, (dir) =>
      writeFileSync(join(dir, 'assets/top-dddddd4.js'), 'fetch("https://evil.example")'),
    );
    expect(await refusalOf('dddddd4')).toBe('assets/top-dddddd4.js does not match its signed hash');
    writeRelease('eeeeee5', mypageKeys.privateKey, (dir) => writeFileSync(join(dir, 'assets/extra.js'), '1'));
    expect(await refusalOf('eeeeee5')).toBe('assets/extra.js is not in its signed file list');
  });

  it('refuses a descriptor changed after signing', async () => {
    writeRelease('ffffff6', mypageKeys.privateKey, (dir) =>
      writeFileSync(
        join(dir, 'remote.json'),
        JSON.stringify({
          name: 'mypage',
          version: 'ffffff6',
          base: 'https://evil.example/',
          routes: releaseRoutesOf('mypage'),
          namespaces: [],
          shared: {},
          files: {},
        }),
      ),
    );
    expect(await refusalOf('ffffff6')).toBe(
      'its signature does not verify: remote.json was changed after it was signed',
    );
  });
});
