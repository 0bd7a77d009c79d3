import { createHash, createPublicKey, verify } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@vs/routes';
import { remoteReleaseKeySettings, type RemoteReleaseKeys } from '../../config';

/**
 * What tools/deploy/signing.mjs writes beside a release: remote.json lists every file with its SHA-384,
 * remote.json.sig signs remote.json's bytes with the shipping team's ed25519 key. A writer of the
 * releases folder who holds no team key can then neither add, change nor swap in a file.
 */
export const descriptorFile = 'remote.json';
export const signatureFile = 'remote.json.sig';

/** A release the server will not serve, and why (logged; the remote keeps what it served before). */
export class RefusedRelease extends Error {
  override readonly name = 'RefusedRelease';

  constructor(
    readonly remote: RemoteName,
    readonly version: string,
    readonly reason: string,
  ) {
    super(`${remote}@${version} refused: ${reason}`);
  }
}

export interface ReleaseTrust {
  /** Per remote, the public keys its releases may be signed by (REMOTE_RELEASE_KEYS_<REMOTE>). */
  readonly keys: RemoteReleaseKeys;
  /**
   * Production: a release must be signed by one of its remote's keys. Elsewhere (development, tests,
   * the demo) a remote with no key configured may run an unsigned release, which never reaches a card page.
   */
  readonly requireSignature: boolean;
}

export interface ReleaseCheck {
  readonly signed: boolean;
  /** Each file's Subresource Integrity value by its path inside the release (compressed copies left out). */
  readonly integrity: ReadonlyMap<string, string>;
}

const sriOf = (bytes: Buffer): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

interface SignatureFile {
  readonly key?: unknown;
  readonly signature?: unknown;
}

/** Throws a RefusedRelease unless the descriptor's bytes carry a valid signature by one of the remote's keys. */
function checkSignature(dir: string, remote: RemoteName, version: string, bytes: Buffer, trust: ReleaseTrust): boolean {
  const keys = trust.keys[remote] ?? [];
  const refuse = (reason: string): never => {
    throw new RefusedRelease(remote, version, reason);
  };
  const file = join(dir, signatureFile);
  if (keys.length === 0) {
    if (trust.requireSignature)
      refuse(`no public key is configured for ${remote} (${remoteReleaseKeySettings[remote]}) to verify it by`);
    return false;
  }
  if (!existsSync(file))
    return refuse(`it is not signed, and ${remoteReleaseKeySettings[remote]} asks for a signature`);
  let signature: SignatureFile;
  try {
    signature = JSON.parse(readFileSync(file, 'utf8')) as SignatureFile;
  } catch {
    return refuse(`${signatureFile} is not a signature file`);
  }
  const { key, signature: value } = signature;
  if (typeof key !== 'string' || typeof value !== 'string') return refuse(`${signatureFile} names no key or signature`);
  if (!keys.includes(key)) return refuse(`it is signed by the key ${key}, which is not one of ${remote}'s`);
  const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key }, format: 'jwk' });
  if (!verify(null, bytes, publicKey, Buffer.from(value, 'base64url')))
    refuse(`its signature does not verify: ${descriptorFile} was changed after it was signed`);
  return true;
}

/** Every file under the folder, by its path inside it with `/` separators. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => statSync(join(dir, path)).isFile());
}

/**
 * Checks a release's folder against its signed descriptor: the signature (checkSignature), then every
 * file against the list, none missing and none added. Throws a RefusedRelease naming the first fault.
 */
export function checkRelease(
  dir: string,
  remote: RemoteName,
  version: string,
  descriptor: { readonly bytes: Buffer; readonly files: Readonly<Record<string, string>> | undefined },
  trust: ReleaseTrust,
): ReleaseCheck {
  const signed = checkSignature(dir, remote, version, descriptor.bytes, trust);
  const integrity = new Map<string, string>();
  const listed = descriptor.files;
  if (listed === undefined) {
    if (signed) throw new RefusedRelease(remote, version, `${descriptorFile} lists no files`);
    return { signed, integrity };
  }
  const own = new Set([descriptorFile, signatureFile]);
  const present = filesOf(dir).filter((path) => !own.has(path));
  for (const path of present) {
    const expected = listed[path];
    if (expected === undefined) throw new RefusedRelease(remote, version, `${path} is not in its signed file list`);
    if (sriOf(readFileSync(join(dir, path))) !== expected)
      throw new RefusedRelease(remote, version, `${path} does not match its signed hash`);
    if (!/\.(br|gz)$/.test(path)) integrity.set(path, expected);
  }
  const found = new Set(present);
  const missing = Object.keys(listed).find((path) => !found.has(path));
  if (missing !== undefined) throw new RefusedRelease(remote, version, `${missing} is missing`);
  return { signed, integrity };
}
