import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The catalogues (libs/shared/catalogue/src/locales/{lang}/{namespace}.json) are the one source of
 * every visible text. The journeys read them from there instead of restating strings, so a wording
 * change in the catalogue cannot leave a test asserting stale copy. They are read from disk, not
 * imported through a path into the lib: the e2e project may not reach into a lib's files, and
 * `@vs/catalogue`'s entry bundles only the namespaces the server answers with.
 */
export type Lang = 'ja' | 'en';
export type Namespace = 'common' | 'layout' | 'errors' | 'plans' | 'validation';
type Tree = { readonly [key: string]: string | Tree };

const localesDir = resolve(__dirname, '../../../../libs/shared/catalogue/src/locales');
const cache = new Map<string, Tree>();

export function catalogue(lang: Lang, ns: Namespace): Tree {
  const file = resolve(localesDir, lang, `${ns}.json`);
  let tree = cache.get(file);
  if (!tree) {
    tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    cache.set(file, tree);
  }
  return tree;
}

function lookup(tree: Tree, key: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/** The catalogue text for `key` (dotted path), with i18next-style `{{name}}` values filled in. */
export function text(lang: Lang, ns: Namespace, key: string, values: Record<string, string | number> = {}): string {
  const tree = catalogue(lang, ns);
  let found = lookup(tree, key);
  if (typeof found !== 'string' && typeof values['count'] === 'number') {
    // i18next plural suffixes: key_one / key_other.
    found = lookup(tree, `${key}_${values['count'] === 1 ? 'one' : 'other'}`) ?? lookup(tree, `${key}_other`);
  }
  if (typeof found !== 'string') throw new Error(`no text ${lang}:${ns}:${key} in the catalogue`);
  return found.replace(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Every string of a namespace, for "no text of the other language is left on the page". */
export function allTexts(lang: Lang, ns: Namespace): string[] {
  const out: string[] = [];
  const walk = (node: string | Tree) => {
    if (typeof node === 'string') out.push(node);
    else Object.values(node).forEach(walk);
  };
  walk(catalogue(lang, ns));
  return out;
}

/** The literal parts of a text around its `{{values}}`, for matching a template on the page. */
export function literalParts(template: string): string[] {
  return template
    .split(/\{\{[^}]*\}\}|<[^>]*>/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
