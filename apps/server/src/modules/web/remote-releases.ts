import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteNames, type ReleaseRoute, type RemoteName } from '@vs/routes';
import { checkRelease, descriptorFile, RefusedRelease, type ReleaseTrust } from './release-signature';
import { StandalonePage } from './standalone-page';
import { readManifest, type ViteManifest } from './vite-manifest';

/**
 * `remote.json`, written beside a remote's release by `npm run deploy:remote` (tools/deploy): what the
 * server needs to serve the release without the remote's code compiled in.
 */
export interface RemoteDescriptor {
  readonly name: RemoteName;
  /** A hash of the build's content: the same build is the same version. */
  readonly version: string;
  /** The folder's URL the build was made for, ending in `/`: this server's `/releases/…/` or a CDN's. */
  readonly base: string;
  readonly routes: readonly ReleaseRoute[];
  /** The catalogue namespaces its pages need (preloaded with the page). */
  readonly namespaces: readonly string[];
  /** The shared singletons' versions the build was made against (checked at publish). */
  readonly shared: Readonly<Record<string, string>>;
  /** Every file of the release with its SHA-384 (`sha384-…`), under the team's signature (release-signature.ts). */
  readonly files?: Readonly<Record<string, string>>;
}

/** `registry.json`: per remote, its published versions, the current one first. */
export interface RegistryFile {
  readonly remotes: Partial<Record<RemoteName, readonly { readonly version: string; readonly publishedAt: string }[]>>;
}

export interface Release {
  readonly descriptor: RemoteDescriptor;
  readonly manifest: ViteManifest | undefined;
  /** The release's page of its own (oidc-interaction's `standalone/`), when it was built with one. */
  readonly standalone: StandalonePage | undefined;
  /** Signed by one of its remote's keys (an unsigned one runs only outside production, for a remote with none). */
  readonly signed: boolean;
  /** Each file's Subresource Integrity value by its path inside the release, from the signed list. */
  readonly integrity: ReadonlyMap<string, string>;
}

/** The current releases, and those the registry names but the server refused (each kept at what it was). */
export interface CurrentReleases {
  readonly releases: ReadonlyMap<RemoteName, Release>;
  readonly refused: readonly RefusedRelease[];
}

/** Tests and tools that sign nothing: every remote keyless, unsigned releases served. */
export const unsignedTrust: ReleaseTrust = { keys: {}, requireSignature: false };

export const registryFileOf = (releasesDir: string): string => join(releasesDir, 'registry.json');
export const releaseDirOf = (releasesDir: string, remote: RemoteName, version: string): string =>
  join(releasesDir, remote, version);

const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);
const versionPattern = /^[a-z0-9]{6,64}$/;

function readDescriptor(
  dir: string,
  remote: RemoteName,
  version: string,
): { descriptor: RemoteDescriptor; bytes: Buffer } {
  const bytes = readFileSync(join(dir, descriptorFile));
  const descriptor = JSON.parse(bytes.toString('utf8')) as RemoteDescriptor;
  if (descriptor.name !== remote || descriptor.version !== version)
    throw new Error(`${dir}/remote.json describes ${descriptor.name}@${descriptor.version}, not ${remote}@${version}`);
  if (!descriptor.base.endsWith('/') || !Array.isArray(descriptor.routes))
    throw new Error(`${dir}/remote.json has no base folder URL or no routes`);
  return { descriptor, bytes };
}

function readRelease(releasesDir: string, remote: RemoteName, version: string, trust: ReleaseTrust): Release {
  const dir = releaseDirOf(releasesDir, remote, version);
  const { descriptor, bytes } = readDescriptor(dir, remote, version);
  // Before anything of it is parsed further: a refused release's manifest and page are never read.
  const { signed, integrity } = checkRelease(dir, remote, version, { bytes, files: descriptor.files }, trust);
  return {
    descriptor,
    manifest: readManifest(dir),
    standalone: StandalonePage.read(dir, descriptor.base, descriptor.namespaces),
    signed,
    integrity,
  };
}

/**
 * The current release of each published remote, read from the registry file and each release's own
 * folder. No registry file: nothing published, every remote is served from its boot build. A release
 * that fails its signature or file check is refused, and its remote keeps the release `previous` held
 * (its boot build when none). Throws on a registry naming a release that is not there, so the caller
 * keeps what it served before.
 */
export function readCurrentReleases(
  releasesDir: string,
  trust: ReleaseTrust = unsignedTrust,
  previous: ReadonlyMap<RemoteName, Release> = new Map(),
): CurrentReleases {
  const file = registryFileOf(releasesDir);
  const releases = new Map<RemoteName, Release>();
  const refused: RefusedRelease[] = [];
  if (!existsSync(file)) return { releases, refused };
  const registry = JSON.parse(readFileSync(file, 'utf8')) as RegistryFile;
  for (const [remote, versions] of Object.entries(registry.remotes ?? {})) {
    const current = versions?.[0]?.version;
    if (!isRemoteName(remote)) throw new Error(`registry names an unknown remote ${remote}`);
    if (!current) continue;
    if (!versionPattern.test(current)) throw new Error(`registry names ${remote}@${current}, not a version`);
    try {
      releases.set(remote, readRelease(releasesDir, remote, current, trust));
    } catch (error) {
      if (!(error instanceof RefusedRelease)) throw error;
      refused.push(error);
      const kept = previous.get(remote);
      if (kept) releases.set(remote, kept);
    }
  }
  return { releases, refused };
}
