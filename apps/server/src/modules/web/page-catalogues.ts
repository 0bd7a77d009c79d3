import { catalogueTree } from '@vs/catalogue';
import type { InlineCatalogues } from '@vs/contract';

/**
 * A page's catalogues in its language, by namespace, for the HTML's data block: i18n reads them
 * from there instead of loading one script per namespace. A namespace without a file is left out
 * (the browser then loads it as before).
 */
export function pageCatalogues(language: string, namespaces: readonly string[]): InlineCatalogues {
  const found = namespaces.map((namespace) => [namespace, catalogueTree(language, namespace)] as const);
  return { language, namespaces: Object.fromEntries(found.filter(([, tree]) => tree !== undefined)) };
}
