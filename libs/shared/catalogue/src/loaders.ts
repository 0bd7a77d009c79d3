/** A catalogue file's contents: nested keys down to strings (i18next's resource shape). */
export type CatalogueTree = { readonly [key: string]: string | CatalogueTree };
export type CatalogueModule = { default: CatalogueTree };

/**
 * One lazy chunk per language × namespace: Vite turns each file into its own `import()`, so a page
 * downloads only the catalogues of its language and of the namespaces it renders. Browser builds
 * only (`import.meta.glob` is Vite's); the i18n lib's backend reads them.
 */
const catalogues = import.meta.glob<CatalogueModule>('./locales/*/*.json');

/** The loader of one catalogue file, or undefined when the language has no such namespace. */
export function catalogueLoader(lng: string, ns: string): (() => Promise<CatalogueModule>) | undefined {
  return catalogues[`./locales/${lng}/${ns}.json`];
}
