import { catalogueTree } from '@vs/catalogue';
import type { InlineCatalogues } from '@vs/contract';

/** One object per language and namespace list: the catalogues are built in, and few lists exist. */
const made = new Map<string, InlineCatalogues>();

/**
 * A page's catalogues in its language, by namespace, for the HTML's data block: i18n reads them
 * from there instead of loading one script per namespace. A namespace without a file is left out
 * (the browser then loads it as before). The same list answers the same object, so the page's HTML
 * serialises it once (shell-html.ts).
 */
export function pageCatalogues(language: string, namespaces: readonly string[]): InlineCatalogues {
  const key = `${language}:${namespaces.join(',')}`;
  const known = made.get(key);
  if (known) return known;
  const found = namespaces.map((namespace) => [namespace, catalogueTree(language, namespace)] as const);
  const catalogues = { language, namespaces: Object.fromEntries(found.filter(([, tree]) => tree !== undefined)) };
  made.set(key, catalogues);
  return catalogues;
}
