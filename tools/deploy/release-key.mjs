#!/usr/bin/env node
/**
 * node tools/deploy/release-key.mjs <remote> [--out <file>]
 *
 * Makes a team's ed25519 key pair for signing its remote's releases: the private key goes to a new
 * file only its owner can read (release-key-<remote>.pem by default; never overwritten), the public
 * key is printed as the server setting that trusts it. docs/deploy.md "Signing releases".
 */
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { publicKeyText } from './signing.mjs';

const remotes = ['auth-login', 'signup', 'oidc-interaction', 'mypage', 'plans-checkout'];
const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
const remote = positionals[0];
if (!remote || !remotes.includes(remote)) {
  console.error(`Usage: node tools/deploy/release-key.mjs <${remotes.join('|')}> [--out <file>]`);
  process.exit(2);
}
const out = values.out ?? `release-key-${remote}.pem`;
const { privateKey } = generateKeyPairSync('ed25519');
try {
  writeFileSync(out, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600, flag: 'wx' });
} catch (error) {
  const exists = error instanceof Error && 'code' in error && error.code === 'EEXIST';
  console.error(exists ? `${out} exists: choose another --out, or remove it first.` : error);
  process.exit(1);
}
const setting = `REMOTE_RELEASE_KEYS_${remote.toUpperCase().replace(/-/g, '_')}`;
console.log(`Private key: ${out} (give it to whoever publishes ${remote}: RELEASE_SIGNING_KEY_FILE=${out})`);
console.log(`Add the public key to every server's settings (space-separated beside the current one while rotating):`);
console.log(`${setting}=${publicKeyText(privateKey)}`);
