/**
 * registry.json in the releases folder: per remote, its published versions, the current one first.
 * The server polls it (apps/server/src/modules/web/live-web-state.ts); it is replaced by rename so a
 * reader never sees half a file.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const registryFile = (releasesDir) => join(releasesDir, 'registry.json');

/** @returns {{ remotes: Record<string, { version: string, publishedAt: string }[]> }} */
export function readRegistry(releasesDir) {
  const file = registryFile(releasesDir);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { remotes: {} };
}

export function writeRegistry(releasesDir, registry) {
  const next = join(releasesDir, `registry.${process.pid}.tmp`);
  writeFileSync(next, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(next, registryFile(releasesDir));
}

/** The registry with `version` as the remote's current one; an earlier entry of it moves to the top. */
export function withPublished(registry, remote, version, publishedAt) {
  const earlier = (registry.remotes[remote] ?? []).filter((entry) => entry.version !== version);
  return { ...registry, remotes: { ...registry.remotes, [remote]: [{ version, publishedAt }, ...earlier] } };
}

/**
 * The registry with the remote's current version dropped: the one before it is current again, or
 * the build the server found at boot when there is none. The dropped release's folder stays.
 */
export function withRolledBack(registry, remote) {
  const versions = registry.remotes[remote] ?? [];
  if (versions.length === 0) throw new Error(`${remote} has no published version to roll back`);
  return { ...registry, remotes: { ...registry.remotes, [remote]: versions.slice(1) } };
}
