import {
  accountHeaderElementId,
  cataloguesElementId,
  remotesManifestElementId,
  rootDataElementId,
  type AccountHeaderScreenData,
  type InlineCatalogues,
  type RemotesManifest,
  type RootScreenData,
} from '@vs/contract';
import { escapeHtml, jsonForHtml } from '../../http/escape';

export interface ShellHtmlParts {
  readonly lang: string;
  readonly rootData: RootScreenData;
  /** The remotes manifest the shell registers; null on the oidc-interaction remote's standalone page. */
  readonly remotes: RemotesManifest | null;
  /** modulepreload hrefs of the matched route (empty for an unknown path). */
  readonly modulePreloads: readonly string[];
  /** The screen-data URL of this path and query, or null for an unknown path. */
  readonly screenDataHref: string | null;
  /** The account layout's header data on an account page (saves the request its loader would make), else null. */
  readonly accountHeader?: AccountHeaderScreenData | null;
  /** The page's catalogues in its language by namespace (saves one script request each), else null. */
  readonly catalogues?: InlineCatalogues | null;
  /** Markup shown inside #root until React's first render replaces it (first-paint.ts); may be empty. */
  readonly firstPaint: string;
  /**
   * Release files' URLs with their Subresource Integrity values (from each release's signed list): every
   * preload and script of a release carries its value, so the browser runs none whose bytes changed.
   */
  readonly integrity?: ReadonlyMap<string, string>;
}

function dataBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The catalogues' JSON by object: pageCatalogues answers one object per list, tens of KB to serialise. */
const cataloguesJson = new WeakMap<InlineCatalogues, string>();

function jsonOfCatalogues(catalogues: InlineCatalogues): string {
  let json = cataloguesJson.get(catalogues);
  if (json === undefined) {
    json = jsonForHtml(catalogues);
    cataloguesJson.set(catalogues, json);
  }
  return json;
}

/** Per preload list (each route's is memoised by its owner) and template: the hrefs it adds. */
const addedPreloads = new WeakMap<
  readonly string[],
  { readonly template: string; readonly hrefs: readonly string[] }
>();

/** Vite's build already names the entry's own imports in the page: each href once. */
function preloadsBeyond(template: string, hrefs: readonly string[]): readonly string[] {
  const known = addedPreloads.get(hrefs);
  if (known?.template === template) return known.hrefs;
  const added = hrefs.filter((href) => !template.includes(`href="${href}"`));
  addedPreloads.set(hrefs, { template, hrefs: added });
  return added;
}

function integrityAttribute(integrity: ReadonlyMap<string, string> | undefined, href: string): string {
  const value = integrity?.get(href);
  return value === undefined ? '' : ` integrity="${escapeHtml(value)}"`;
}

/**
 * The template's own tags naming a release file (the standalone page of a release loads its entry with
 * a script tag) get its integrity too; the built template carries none of its own.
 */
function withTemplateIntegrity(html: string, integrity: ReadonlyMap<string, string> | undefined): string {
  if (!integrity || integrity.size === 0) return html;
  return html.replace(
    /<(script|link)\b([^>]*?)\s(src|href)="([^"]+)"([^>]*)>/gi,
    (tag: string, name: string, before: string, attr: string, url: string, after: string) =>
      integrity.has(url) && !/\bintegrity=/i.test(tag)
        ? `<${name}${before} ${attr}="${url}"${integrityAttribute(integrity, url)}${after}>`
        : tag,
  );
}

function headTags({
  rootData,
  remotes,
  modulePreloads,
  screenDataHref,
  accountHeader,
  catalogues,
  integrity,
}: ShellHtmlParts): string {
  const { images, colors } = rootData.storeSettingData;
  const tags = [
    `<meta name="theme-color" content="${escapeHtml(colors.accentColor)}">`,
    images.favicon ? `<link rel="icon" href="${escapeHtml(images.favicon)}">` : '',
    images.appleTouchIcon ? `<link rel="apple-touch-icon" href="${escapeHtml(images.appleTouchIcon)}">` : '',
    ...modulePreloads.map(
      (href) =>
        `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}"${integrityAttribute(integrity, href)}>`,
    ),
    screenDataHref ? `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(screenDataHref)}">` : '',
    // Data blocks, not scripts: the browser does not run them, so the CSP needs no inline script.
    remotes ? dataBlock(remotesManifestElementId, jsonForHtml(remotes)) : '',
    dataBlock(rootDataElementId, jsonForHtml(rootData)),
    accountHeader ? dataBlock(accountHeaderElementId, jsonForHtml(accountHeader)) : '',
    catalogues ? dataBlock(cataloguesElementId, jsonOfCatalogues(catalogues)) : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** The shell's built index.html (or the standalone remote's page), made into this store's and this route's page. */
export function renderShellHtml(template: string, parts: ShellHtmlParts): string {
  const title = `<title>${escapeHtml(parts.rootData.storeSettingData.serviceName)}</title>`;
  let html = withTemplateIntegrity(template, parts.integrity).replace(
    /<html\b([^>]*)>/i,
    (_tag, attributes: string) =>
      `<html${attributes.replace(/\s+lang="[^"]*"/i, '')} lang="${escapeHtml(parts.lang)}">`,
  );
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}\n</head>`);
  const tags = headTags({ ...parts, modulePreloads: preloadsBeyond(template, parts.modulePreloads) });
  html = html.replace(/<div id="root"><\/div>/i, () => `<div id="root">${parts.firstPaint}</div>`);
  return html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
