import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shellNamespaces, type LayoutKind, type RemoteName, type RouteDef } from '@vs/routes';
import { collect, ownCatalogueModule, pageModule, readManifest, type ViteManifest } from './vite-manifest';

/** The remote whose pages OIDC clients are sent to, and the layout of those pages. */
export const standaloneRemote: RemoteName = 'oidc-interaction';
const layout: LayoutKind = 'oidc';
/** Its build's page of its own (tools/mf/vite-app.ts, kind `standalone`), beside its federated build. */
const folder = 'standalone';
const entryKey = 'standalone.html';

/**
 * The oidc-interaction remote's standalone page: its own HTML entry (the OIDC layout and its pages,
 * no shell, no federation runtime), which the server sends for every OIDC-layout route so a client's
 * user loads only what the flow needs. Made into the store's page like the shell's (shell-html.ts),
 * with the preloads of the route's page chunk and its catalogues inside.
 * Read from the remote's current release when it carries one, else from the build found at boot.
 */
export class StandalonePage {
  private readonly memo = new Map<string, readonly string[]>();

  private constructor(
    readonly template: string,
    private readonly manifest: ViteManifest,
    /** The standalone folder's URL, ending in `/`. */
    private readonly base: string,
    private readonly namespaces: readonly string[],
  ) {}

  /**
   * The standalone page inside a build of the remote: `buildDir` is `<webDist>/oidc-interaction` or
   * a release's folder, `buildBase` its URL (`/remotes/oidc-interaction/`, `/releases/…/<version>/`).
   */
  static read(buildDir: string, buildBase: string, namespaces: readonly string[]): StandalonePage | undefined {
    const dir = join(buildDir, folder);
    const manifest = readManifest(dir);
    const file = join(dir, entryKey);
    return manifest && existsSync(file)
      ? new StandalonePage(readFileSync(file, 'utf8'), manifest, `${buildBase}${folder}/`, namespaces)
      : undefined;
  }

  serves(route: RouteDef): boolean {
    return route.remote === standaloneRemote && route.layout === layout;
  }

  /** The catalogue namespaces its pages render, which the server sends inside the HTML as the shell's. */
  namespacesFor(): readonly string[] {
    return [...shellNamespaces, ...this.namespaces];
  }

  hrefsFor(route: RouteDef, language: string): readonly string[] {
    const key = `${route.page}:${language}`;
    const cached = this.memo.get(key);
    if (cached) return cached;
    const files = new Set<string>();
    const seen = new Set<string>();
    collect(this.manifest, pageModule(route.page), seen, files);
    // A release's catalogues of namespaces the shared catalogue has none of (the HTML carries the others).
    for (const namespace of this.namespaces)
      collect(this.manifest, ownCatalogueModule(language, namespace), seen, files);
    // What the HTML already preloads (its entry's imports) renderShellHtml leaves out.
    const hrefs = [...files].map((file) => `${this.base}${file}`);
    this.memo.set(key, hrefs);
    return hrefs;
  }
}
