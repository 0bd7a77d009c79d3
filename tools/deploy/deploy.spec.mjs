import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseVersion, sharedProblems } from './compat.mjs';
import { publishBuild, RefusedRelease, rollBack } from './deploy.mjs';
import { readRegistry, withPublished, withRolledBack } from './registry.mjs';
import { publicKeyText, signingKeyFrom } from './signing.mjs';

const shell = { react: '19.3.1', 'react-dom': '19.3.1', i18next: '26.7.2', zustand: '5.1.0' };

describe('sharedProblems', () => {
  it('accepts the same versions, and an older minor or patch than the shell provides', () => {
    expect(sharedProblems(shell, shell)).toEqual([]);
    expect(sharedProblems({ react: '19.0.0', zustand: '5.0.9' }, shell)).toEqual([]);
  });

  it('refuses another major, a newer version than the shell, or one the shell does not provide', () => {
    expect(sharedProblems({ react: '18.3.1', i18next: '26.8.0', lodash: '4.0.0' }, shell)).toEqual([
      'react: built against 18.3.1, but the shell provides 19.3.1 (another major)',
      "i18next: built against 26.8.0, newer than the shell's 26.7.2",
      'lodash: built against 4.0.0, but the shell provides no lodash',
    ]);
  });

  it('holds a 0.x minor as a major', () => {
    expect(sharedProblems({ tiny: '0.3.0' }, { tiny: '0.4.1' })).toHaveLength(1);
    expect(parseVersion('^1.2.3-beta.1')).toEqual([1, 2, 3]);
  });
});

describe('the registry', () => {
  const at = (version) => ({ version, publishedAt: `t-${version}` });

  it('puts a published version first, moving an earlier entry of it up rather than listing it twice', () => {
    let registry = { remotes: { signup: [at('s1')] } };
    registry = withPublished(registry, 'mypage', 'a', 't-a');
    registry = withPublished(registry, 'mypage', 'b', 't-b');
    expect(registry.remotes.mypage).toEqual([at('b'), at('a')]);
    registry = withPublished(registry, 'mypage', 'a', 't-a2');
    expect(registry.remotes.mypage).toEqual([{ version: 'a', publishedAt: 't-a2' }, at('b')]);
    expect(registry.remotes.signup).toEqual([at('s1')]);
  });

  it("rolls one remote back and leaves the others' versions alone", () => {
    const registry = { remotes: { mypage: [at('b'), at('a')], signup: [at('s1')] } };
    expect(withRolledBack(registry, 'mypage').remotes).toEqual({ mypage: [at('a')], signup: [at('s1')] });
    expect(() => withRolledBack(registry, 'plans-checkout')).toThrow('plans-checkout has no published version');
  });
});

describe('publishBuild and rollBack', () => {
  let root;
  let buildDir;
  let releasesDir;

  const routes = (page) => [
    { path: '/mypage', page, layout: 'account' },
    { path: '/mypage/news', page: 'news', layout: 'account' },
  ];
  const namespaces = ['mypage', 'news'];

  function writeBuild(page, shared = shell) {
    const files = {
      'remote.json': JSON.stringify({ name: 'mypage', routes: routes(page), namespaces, shared }),
      'remoteEntry.js': `import('/__vs_release__/mypage/assets/${page}.js'); // ${'x'.repeat(600)}`,
      [`assets/${page}.js`]: 'export default 1;',
      'standalone/standalone.html':
        '<script type="module" src="/__vs_release__/mypage/standalone/assets/e.js"></script>',
    };
    rmSync(buildDir, { recursive: true, force: true });
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(buildDir, path)), { recursive: true });
      writeFileSync(join(buildDir, path), content);
    }
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'vs-deploy-'));
    buildDir = join(root, 'build');
    releasesDir = join(root, 'releases');
    mkdirSync(releasesDir);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /**
   * @param {string} [origin]
   * @param {import('node:crypto').KeyObject | null} [signingKey]
   */
  const publish = (origin, signingKey = null) =>
    publishBuild({ remote: 'mypage', buildDir, releasesDir, shellShared: shell, origin, now: new Date(0), signingKey });
  const sha384 = (path) => `sha384-${createHash('sha384').update(readFileSync(path)).digest('base64')}`;

  it('makes an immutable versioned folder with its URL written in, and makes it current', () => {
    writeBuild('top');
    const { version, base, dir } = publish();
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(base).toBe(`/releases/mypage/${version}/`);
    expect(readFileSync(join(dir, 'remoteEntry.js'), 'utf8')).toContain(`import('${base}assets/top.js')`);
    expect(existsSync(join(dir, 'remoteEntry.js.br'))).toBe(true);
    const descriptor = JSON.parse(readFileSync(join(dir, 'remote.json'), 'utf8'));
    // The routes and namespaces the remote's page-routes.ts declared, as its build wrote them.
    expect(descriptor).toEqual({
      name: 'mypage',
      version,
      base,
      routes: routes('top'),
      namespaces,
      shared: shell,
      files: expect.any(Object),
    });
    expect(readFileSync(join(dir, 'standalone/standalone.html'), 'utf8')).toContain(
      `src="${base}standalone/assets/e.js"`,
    );
    expect(readRegistry(releasesDir).remotes.mypage).toEqual([{ version, publishedAt: '1970-01-01T00:00:00.000Z' }]);
    expect(publish().version).toBe(version);
    expect(publish('https://cdn.example.com/').base).toMatch(
      /^https:\/\/cdn\.example\.com\/releases\/mypage\/[0-9a-f]{16}\/$/,
    );
  });

  it("lists every file with its SHA-384 and signs remote.json with the team's ed25519 key", () => {
    writeBuild('top');
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const { dir, signed } = publish('', privateKey);
    expect(signed).toBe(true);
    const bytes = readFileSync(join(dir, 'remote.json'));
    const { files } = JSON.parse(bytes.toString('utf8'));
    // The compressed copies are served too: listed with the rest, each as its own bytes hash.
    expect(Object.keys(files)).toEqual([
      'assets/top.js',
      'remoteEntry.js',
      'remoteEntry.js.br',
      'remoteEntry.js.gz',
      'standalone/standalone.html',
    ]);
    expect(files['remoteEntry.js']).toBe(sha384(join(dir, 'remoteEntry.js')));
    const signature = JSON.parse(readFileSync(join(dir, 'remote.json.sig'), 'utf8'));
    expect(signature.key).toBe(publicKeyText(publicKey));
    expect(verify(null, bytes, publicKey, Buffer.from(signature.signature, 'base64url'))).toBe(true);
    const changed = Buffer.from(bytes.toString('utf8').replace('"top"', '"tip"'));
    expect(verify(null, changed, publicKey, Buffer.from(signature.signature, 'base64url'))).toBe(false);

    // The same build published again after a key rotation carries the new key's signature.
    const rotated = generateKeyPairSync('ed25519');
    publish('', rotated.privateKey);
    expect(JSON.parse(readFileSync(join(dir, 'remote.json.sig'), 'utf8')).key).toBe(publicKeyText(rotated.publicKey));
  });

  it('publishes without a signature when no key is given', () => {
    writeBuild('top');
    const { dir, signed } = publish();
    expect(signed).toBe(false);
    expect(existsSync(join(dir, 'remote.json.sig'))).toBe(false);
  });

  it('reads the signing key from a PEM file or from the environment, and refuses another kind of key', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const pem = String(privateKey.export({ format: 'pem', type: 'pkcs8' }));
    const file = join(root, 'team.pem');
    writeFileSync(file, pem);
    const expected = publicKeyText(publicKey);
    expect(publicKeyText(signingKeyFrom({ RELEASE_SIGNING_KEY_FILE: file }))).toBe(expected);
    expect(publicKeyText(signingKeyFrom({ RELEASE_SIGNING_KEY: pem }))).toBe(expected);
    expect(signingKeyFrom({})).toBeNull();
    const rsa = String(
      generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }),
    );
    expect(() => signingKeyFrom({ RELEASE_SIGNING_KEY: rsa })).toThrow('must be an ed25519 key');
    expect(
      createPublicKey(/** @type {import('node:crypto').KeyObject} */ (signingKeyFrom({ RELEASE_SIGNING_KEY: pem })))
        .asymmetricKeyType,
    ).toBe('ed25519');
  });

  it('keeps old versions, and rolls back to the previous one, then to the boot build', () => {
    writeBuild('top');
    const first = publish();
    writeBuild('top-changed');
    const second = publish();
    expect(second.version).not.toBe(first.version);
    expect(readRegistry(releasesDir).remotes.mypage?.map((entry) => entry.version)).toEqual([
      second.version,
      first.version,
    ]);
    expect(rollBack({ remote: 'mypage', releasesDir })).toBe(first.version);
    expect(existsSync(second.dir)).toBe(true);
    expect(rollBack({ remote: 'mypage', releasesDir })).toBeNull();
    expect(() => rollBack({ remote: 'mypage', releasesDir })).toThrow('no published version');
  });

  it('refuses a build against an incompatible React with a clear message, writing nothing', () => {
    writeBuild('top', { ...shell, react: '18.3.1' });
    expect(publish).toThrow(RefusedRelease);
    expect(publish).toThrow(/react: built against 18\.3\.1, but the shell provides 19\.3\.1/);
    expect(existsSync(join(releasesDir, 'mypage'))).toBe(false);
    expect(existsSync(join(releasesDir, 'registry.json'))).toBe(false);
  });
});
