import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@vs/routes';
import { remoteEntryPath } from './remotes-manifest';

/** The subset of Vite's `.vite/manifest.json` the preloads need. */
interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}
type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** Every remote exposes `./routes` from this file, and renders a page from `src/pages/<page>/index.tsx`. */
const ROUTES_MODULE = 'src/routes.ts';
const pageModule = (page: string) => `src/pages/${page}/index.tsx`;

function collect(manifest: ViteManifest, key: string, seen: Set<string>, files: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, files);
}

/**
 * Per-route modulepreload links, computed from the build manifests read once at boot: the remote's
 * entry and its static imports, then its `./routes` chunk and the page chunk with their static imports.
 */
export class RoutePreloads {
  private readonly manifests = new Map<RemoteName, ViteManifest>();
  private readonly memo = new Map<string, readonly string[]>();

  constructor(webDist: string, remotes: readonly RemoteName[]) {
    for (const remote of remotes) {
      const file = join(webDist, remote, '.vite', 'manifest.json');
      if (existsSync(file)) this.manifests.set(remote, JSON.parse(readFileSync(file, 'utf8')) as ViteManifest);
    }
  }

  hrefsFor(remote: RemoteName, page: string): readonly string[] {
    const key = `${remote}:${page}`;
    const cached = this.memo.get(key);
    if (cached) return cached;
    const manifest = this.manifests.get(remote);
    const files = new Set<string>();
    if (manifest) {
      const seen = new Set<string>();
      const entryKey = Object.keys(manifest).find((k) => manifest[k]?.file === 'remoteEntry.js');
      if (entryKey) collect(manifest, entryKey, seen, files);
      collect(manifest, ROUTES_MODULE, seen, files);
      collect(manifest, pageModule(page), seen, files);
    }
    files.delete('remoteEntry.js');
    const hrefs = [remoteEntryPath(remote), ...[...files].map((file) => `/remotes/${remote}/${file}`)];
    this.memo.set(key, hrefs);
    return hrefs;
  }
}
