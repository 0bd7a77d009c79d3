#!/usr/bin/env node
/**
 * npm run deploy:remote -- <remote> [--origin https://cdn.example.com] [--no-build]
 * npm run deploy:remote -- <remote> --rollback
 *
 * Builds one remote for a versioned folder (Nx builds it and only what it depends on), checks its
 * shared singletons against the deployed shell's, and publishes it as the remote's current version;
 * the running servers pick it up within a second, with no restart. docs/deploy.md says more.
 * WEB_DIST (dist/apps) and REMOTE_RELEASES (<WEB_DIST>/releases) are read as the server reads them;
 * the release is signed with the team's key, RELEASE_SIGNING_KEY_FILE or RELEASE_SIGNING_KEY (signing.mjs).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { run } from '../scripts/run.mjs';
import { publishBuild, RefusedRelease, rollBack } from './deploy.mjs';
import { publicKeyText, signingKeyFrom } from './signing.mjs';

const remotes = ['auth-login', 'signup', 'oidc-interaction', 'mypage', 'plans-checkout'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rollback: { type: 'boolean', default: false },
    origin: { type: 'string', default: '' },
    'no-build': { type: 'boolean', default: false },
  },
});
const remote = positionals[0];
if (!remote || !remotes.includes(remote)) {
  console.error(`Usage: npm run deploy:remote -- <${remotes.join('|')}> [--rollback] [--origin <url>] [--no-build]`);
  process.exit(2);
}
const webDist = resolve(process.env.WEB_DIST ?? 'dist/apps');
const releasesDir = resolve(process.env.REMOTE_RELEASES ?? join(webDist, 'releases'));
mkdirSync(releasesDir, { recursive: true });

try {
  if (values.rollback) {
    const current = rollBack({ remote, releasesDir });
    console.log(`${remote} rolled back: now ${current ?? 'the build the server started with'}`);
  } else {
    const shellVersions = join(webDist, 'shell', '.vite', 'shared-versions.json');
    if (!existsSync(shellVersions))
      throw new RefusedRelease(`${shellVersions} is missing: build and deploy the shell (npm run build) first.`);
    const signingKey = signingKeyFrom(process.env);
    if (!values['no-build']) await run('npx', ['nx', 'run', `${remote}:build-release`]);
    const { version, base, signed } = publishBuild({
      remote,
      buildDir: resolve('dist/release-builds', remote),
      releasesDir,
      shellShared: JSON.parse(readFileSync(shellVersions, 'utf8')),
      origin: values.origin,
      signingKey,
    });
    console.log(`${remote} ${version} published from ${base}`);
    if (signed) console.log(`Signed with the key ${publicKeyText(signingKey)} (REMOTE_RELEASE_KEYS_* must name it).`);
    else
      console.warn(
        'Unsigned: no RELEASE_SIGNING_KEY_FILE or RELEASE_SIGNING_KEY. A production server refuses it, as does any' +
          ` server holding a key for ${remote} (docs/deploy.md "Signing releases").`,
      );
    if (values.origin) console.log(`Upload ${join(releasesDir, remote, version)} to ${base} before a browser asks.`);
  }
} catch (error) {
  console.error(error instanceof RefusedRelease ? error.message : error);
  process.exit(1);
}
