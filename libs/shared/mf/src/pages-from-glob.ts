import type { PageLoader, PageModule } from './remote-contract';

/**
 * Turns `import.meta.glob('./pages/*\/index.tsx')` into page loaders keyed by folder name. Each page
 * keeps its own `import()`, so Vite gives each its own chunk and preload list.
 */
export function pagesFromGlob(modules: Record<string, () => Promise<unknown>>): Record<string, PageLoader> {
  const pages: Record<string, PageLoader> = {};
  for (const [file, load] of Object.entries(modules)) {
    const folder = /\/pages\/([^/]+)\/index\.tsx$/.exec(file)?.[1];
    if (folder) pages[folder] = load as () => Promise<PageModule>;
  }
  return pages;
}
