/**
 * Signed releases. The deploy command lists every file of a release with its SHA-384 in remote.json
 * and signs remote.json's bytes with the shipping team's ed25519 key into remote.json.sig; a server
 * serves the release only when that signature verifies against the public keys it holds for the remote
 * (apps/server/src/modules/web/release-signature.ts reads what this writes), and pages load the files
 * with those hashes as their `integrity`, so a writer of the releases folder or of a CDN runs nothing.
 */
import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesUnder } from '../mf/compress-dir.mjs';

export const descriptorFile = 'remote.json';
export const signatureFile = 'remote.json.sig';

/** The Subresource Integrity value of some bytes, as browsers check it. */
export const sriOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * Every file of a release folder but its descriptor and signature, by path inside it, with its SRI hash.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
export function fileHashes(dir) {
  const own = new Set([descriptorFile, signatureFile]);
  /** @type {Record<string, string>} */
  const hashes = {};
  const paths = filesUnder(dir)
    .map((file) => relative(dir, file).split('\\').join('/'))
    .filter((path) => !own.has(path.replace(/\.(br|gz)$/, '')))
    .sort();
  for (const path of paths) hashes[path] = sriOf(readFileSync(join(dir, path)));
  return hashes;
}

/**
 * The team's private key: RELEASE_SIGNING_KEY_FILE (a PEM file, as release-key.mjs writes it) or
 * RELEASE_SIGNING_KEY (the PEM text itself, e.g. from a CI secret); null when neither is set.
 * @returns {import('node:crypto').KeyObject | null}
 */
export function signingKeyFrom(env = process.env) {
  const file = env.RELEASE_SIGNING_KEY_FILE?.trim();
  const text = file ? readFileSync(file, 'utf8') : env.RELEASE_SIGNING_KEY?.trim();
  if (!text) return null;
  const key = createPrivateKey(text);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('the release signing key must be an ed25519 key');
  return key;
}

/** A public key as the server's REMOTE_RELEASE_KEYS_<REMOTE> settings name it: its 32 bytes in base64url. */
export const publicKeyText = (key) => (key.type === 'public' ? key : createPublicKey(key)).export({ format: 'jwk' }).x;

/**
 * Signs the folder's remote.json as it is on disk, replacing any earlier signature by rename (a
 * re-publish of the same build after a key rotation signs it anew).
 * @param {string} dir
 * @param {import('node:crypto').KeyObject} privateKey
 */
export function signRelease(dir, privateKey) {
  const signature = sign(null, readFileSync(join(dir, descriptorFile)), privateKey).toString('base64url');
  const next = join(dir, `${signatureFile}.${process.pid}.tmp`);
  writeFileSync(next, `${JSON.stringify({ key: publicKeyText(privateKey), signature })}\n`);
  renameSync(next, join(dir, signatureFile));
}
