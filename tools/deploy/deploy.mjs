/**
 * Publishing a remote's release build and rolling it back, on the releases folder the server reads
 * (`<WEB_DIST>/releases` by default). deploy-remote.mjs is the command line around these.
 */
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressDir } from '../mf/compress-dir.mjs';
import { sharedProblems } from './compat.mjs';
import { readRegistry, withPublished, withRolledBack, writeRegistry } from './registry.mjs';
import { contentVersion, rewriteBase } from './release.mjs';
import { descriptorFile, fileHashes, signRelease } from './signing.mjs';

/** The base a release build carries until it is published (tools/mf/release-build.ts). */
export const placeholderOf = (remote) => `/__vs_release__/${remote}/`;

export class RefusedRelease extends Error {}

/**
 * Copies the build into `<releasesDir>/<remote>/<version>/` (a folder that is never changed again),
 * writes its URL in, compresses it, completes its remote.json (with every file's SHA-384), signs it
 * with the team's key and makes it the current version. Refuses, writing nothing, a build whose shared
 * singletons would not run on the shell's. Without a key the release is unsigned: only a server outside
 * production that holds no key for the remote serves it (docs/deploy.md "Signing releases").
 * @param {{ remote: string, buildDir: string, releasesDir: string, shellShared: Record<string, string>,
 *   origin?: string, now?: Date, signingKey?: import('node:crypto').KeyObject | null }} options
 * @returns {{ version: string, base: string, dir: string, signed: boolean }}
 */
export function publishBuild({
  remote,
  buildDir,
  releasesDir,
  shellShared,
  origin = '',
  now = new Date(),
  signingKey = null,
}) {
  const draft = JSON.parse(readFileSync(join(buildDir, 'remote.json'), 'utf8'));
  if (draft.name !== remote) throw new RefusedRelease(`${buildDir} holds a build of ${draft.name}, not ${remote}`);
  const problems = sharedProblems(draft.shared, shellShared);
  if (problems.length > 0) {
    throw new RefusedRelease(
      `${remote} was not published: its shared singletons would not run against the shell's.\n  ` +
        `${problems.join('\n  ')}\nRebuild ${remote} against the shell's versions, or ship a new shell first.`,
    );
  }
  const originUrl = origin.replace(/\/$/, '');
  const version = contentVersion(buildDir, originUrl);
  const base = `${originUrl}/releases/${remote}/${version}/`;
  const dir = join(releasesDir, remote, version);
  if (!existsSync(dir)) {
    // Made aside and renamed in, so the server never reads a half-written release.
    const staging = `${dir}.tmp`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(buildDir, staging, { recursive: true });
    for (const draftCopy of ['', '.br', '.gz']) rmSync(join(staging, `${descriptorFile}${draftCopy}`), { force: true });
    rewriteBase(staging, placeholderOf(remote), base);
    compressDir(staging);
    // Last, so its list holds every file as served, compressed copies included.
    const descriptor = { ...draft, version, base, files: fileHashes(staging) };
    writeFileSync(join(staging, descriptorFile), `${JSON.stringify(descriptor, null, 2)}\n`);
    if (signingKey) signRelease(staging, signingKey);
    renameSync(staging, dir);
  } else if (signingKey) signRelease(dir, signingKey);
  writeRegistry(releasesDir, withPublished(readRegistry(releasesDir), remote, version, now.toISOString()));
  return { version, base, dir, signed: signingKey !== null };
}

/** Makes the previous version current again; @returns the version now current, or null for the boot build. */
export function rollBack({ remote, releasesDir }) {
  const registry = withRolledBack(readRegistry(releasesDir), remote);
  writeRegistry(releasesDir, registry);
  return registry.remotes[remote][0]?.version ?? null;
}
