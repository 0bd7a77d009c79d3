import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteNames, type ReleaseRoute, type RemoteName } from '@vs/routes';
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
}

export const registryFileOf = (releasesDir: string): string => join(releasesDir, 'registry.json');
export const releaseDirOf = (releasesDir: string, remote: RemoteName, version: string): string =>
  join(releasesDir, remote, version);

const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);
const versionPattern = /^[a-z0-9]{6,64}$/;

function readDescriptor(dir: string, remote: RemoteName, version: string): RemoteDescriptor {
  const descriptor = JSON.parse(readFileSync(join(dir, 'remote.json'), 'utf8')) as RemoteDescriptor;
  if (descriptor.name !== remote || descriptor.version !== version)
    throw new Error(`${dir}/remote.json describes ${descriptor.name}@${descriptor.version}, not ${remote}@${version}`);
  if (!descriptor.base.endsWith('/') || !Array.isArray(descriptor.routes))
    throw new Error(`${dir}/remote.json has no base folder URL or no routes`);
  return descriptor;
}

/**
 * The current release of each published remote, read from the registry file and each release's own
 * folder. No registry file: nothing published, every remote is served from its boot build. Throws on
 * a registry naming a release that is not there, so the caller keeps what it served before.
 */
export function readCurrentReleases(releasesDir: string): ReadonlyMap<RemoteName, Release> {
  const file = registryFileOf(releasesDir);
  const releases = new Map<RemoteName, Release>();
  if (!existsSync(file)) return releases;
  const registry = JSON.parse(readFileSync(file, 'utf8')) as RegistryFile;
  for (const [remote, versions] of Object.entries(registry.remotes ?? {})) {
    const current = versions?.[0]?.version;
    if (!isRemoteName(remote)) throw new Error(`registry names an unknown remote ${remote}`);
    if (!current) continue;
    if (!versionPattern.test(current)) throw new Error(`registry names ${remote}@${current}, not a version`);
    const dir = releaseDirOf(releasesDir, remote, current);
    const descriptor = readDescriptor(dir, remote, current);
    releases.set(remote, {
      descriptor,
      manifest: readManifest(dir),
      standalone: StandalonePage.read(dir, descriptor.base, descriptor.namespaces),
    });
  }
  return releases;
}
