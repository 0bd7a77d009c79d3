import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstVisitChunkName, shellNamespaces, type LayoutKind, type RemoteName, type RouteDef } from '@vs/routes';

/** The subset of Vite's `.vite/manifest.json` the preloads need. */
interface ManifestChunk {
  readonly file: string;
  /** The chunk's name: a module's file name, or a chunk group's (tools/mf/fewer-chunks.ts). */
  readonly name?: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** Where a remote's build is served from, with its manifest and the catalogue namespaces its pages need. */
export interface RemoteBuild {
  /** The build folder's URL, ending in `/`: `/remotes/mypage/`, `/releases/mypage/<version>/`, or a CDN's. */
  readonly base: string;
  readonly manifest: ViteManifest | undefined;
  readonly namespaces: readonly string[];
}

/** Every remote exposes `./routes` from this file, and renders a page from `src/pages/<page>/index.tsx`. */
const ROUTES_MODULE = 'src/routes.ts';
export const pageModule = (page: string) => `src/pages/${page}/index.tsx`;
export const ownCatalogueModule = (language: string, namespace: string) => `src/locales/${language}/${namespace}.json`;

/**
 * The manifest key of a page's chunk: its module's own, or, for a page the remote builds as a first
 * visit's one chunk, that chunk's (the page's module has no entry of its own then).
 */
export function pageChunkKey(manifest: ViteManifest, remote: RemoteName, page: string): string {
  const own = pageModule(page);
  if (manifest[own]) return own;
  const name = firstVisitChunkName(remote, page);
  return Object.keys(manifest).find((key) => manifest[key]?.name === name) ?? own;
}

/** Adds `key`'s file and, recursively, its static imports' files to `files`. */
export function collect(manifest: ViteManifest, key: string, seen: Set<string>, files: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, files);
}

/**
 * The shell's entry (its bootstrap, which the federation plugin's init step imports once the shared
 * singletons are set up) and layouts, as keyed in its manifest.
 */
const SHELL_ENTRY = 'index.html';
const layoutModule = (layout: LayoutKind) => `src/layouts/${layout}-layout.tsx`;

/**
 * The federation plugin's virtual modules, as keyed in a manifest: an app's map of its shared-singleton
 * providers, and the shell's pending-shares step. The runtime imports them, and the providers, only
 * while it boots, so without a preload each is found one round trip after the other. Vite keys a
 * virtual module relative to the folder it ran in: `virtual:…` from the app's folder (the Nx targets),
 * `../../virtual:…` from the workspace root (releases built before the targets moved there).
 */
const isSharedImportMap = (key: string) => /^(\.\.\/)*virtual:mf-localSharedImportMap:/.test(key);
const isPendingShares = (key: string) => key.includes('__P_S__pendingShares__P_S__');

export function readManifest(dir: string): ViteManifest | undefined {
  const file = join(dir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : undefined;
}

/**
 * Per-route modulepreload links, computed from the build manifests of the current releases, so the browser
 * fetches in parallel what it would otherwise discover one import at a time: the shell's bootstrap
 * with its imports and the route's layout chunk, then the remote's entry, its `./routes` chunk and the
 * page chunk, each with their static imports. The catalogues come inside the HTML (namespacesFor).
 */
export class RoutePreloads {
  private readonly memo = new Map<string, readonly string[]>();

  constructor(
    private readonly shell: ViteManifest | undefined,
    private readonly remotes: ReadonlyMap<RemoteName, RemoteBuild>,
  ) {}

  /** `route` null: a path no route matches (the shell renders its 404 page). */
  hrefsFor(route: RouteDef | null, language: string): readonly string[] {
    const key = `${route?.path ?? ''}:${language}`;
    const cached = this.memo.get(key);
    if (cached) return cached;
    const hrefs = [...this.shellHrefs(route), ...(route ? this.remoteHrefs(route.remote, route.page, language) : [])];
    this.memo.set(key, hrefs);
    return hrefs;
  }

  /**
   * The catalogue namespaces the route's page renders: the shell's and its remote's (the 404 page's
   * `errors` for no route). The server sends them inside the HTML, so none is a script request.
   */
  namespacesFor(route: RouteDef | null): readonly string[] {
    return [...shellNamespaces, ...(route ? (this.remotes.get(route.remote)?.namespaces ?? []) : ['errors'])];
  }

  private shellHrefs(route: RouteDef | null): string[] {
    const manifest = this.shell;
    if (!manifest) return [];
    const files = new Set<string>();
    const seen = new Set<string>();
    collect(manifest, SHELL_ENTRY, seen, files);
    // The shell provides every shared singleton on every page (react-router's facade alone is 34 KB gzipped).
    for (const key of Object.keys(manifest).filter(isSharedImportMap)) {
      for (const provider of manifest[key]?.dynamicImports ?? []) collect(manifest, provider, seen, files);
    }
    for (const key of Object.keys(manifest).filter(isPendingShares)) collect(manifest, key, seen, files);
    if (route) collect(manifest, layoutModule(route.layout), seen, files);
    return [...files].map((file) => `/${file}`);
  }

  private remoteHrefs(remote: RemoteName, page: string, language: string): string[] {
    const build = this.remotes.get(remote);
    if (!build) return [];
    const { manifest, base, namespaces } = build;
    const files = new Set<string>();
    if (manifest) {
      const seen = new Set<string>();
      const entryKey = Object.keys(manifest).find((k) => manifest[k]?.file === 'remoteEntry.js');
      if (entryKey) collect(manifest, entryKey, seen, files);
      // Only the map itself: its providers are fallbacks, unused while the shell provides the singletons.
      for (const key of Object.keys(manifest).filter(isSharedImportMap)) collect(manifest, key, seen, files);
      collect(manifest, ROUTES_MODULE, seen, files);
      collect(manifest, pageChunkKey(manifest, remote, page), seen, files);
      // A release's catalogues of namespaces the shell has none of (a remote's own `src/locales/`).
      for (const namespace of namespaces) collect(manifest, ownCatalogueModule(language, namespace), seen, files);
    }
    files.delete('remoteEntry.js');
    return [`${base}remoteEntry.js`, ...[...files].map((file) => `${base}${file}`)];
  }
}
