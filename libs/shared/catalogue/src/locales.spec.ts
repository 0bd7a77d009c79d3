import { describe, expect, it } from 'vitest';
import { catalogueLanguages as languages } from './index';

// A glob, not a fixed list, so catalogues other teams add (validation, plans …) are checked too.
const files = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' });

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function namespaces(lang: string): string[] {
  const prefix = `./locales/${lang}/`;
  return Object.keys(files)
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length, -5))
    .sort();
}

const read = (lang: string, ns: string): unknown => files[`./locales/${lang}/${ns}.json`];

describe('locale catalogues', () => {
  const [first, ...others] = languages;
  const names = namespaces(first);

  it('every language has the same namespaces', () => {
    for (const lang of others) expect(namespaces(lang)).toEqual(names);
  });

  it.each(names)('namespace %s has the same keys and no empty strings in every language', (ns) => {
    const base = keysOf(read(first, ns)).sort();
    for (const lang of others) expect({ lang, keys: keysOf(read(lang, ns)).sort() }).toEqual({ lang, keys: base });
    for (const lang of languages) {
      const empty = keysOf(read(lang, ns)).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read(lang, ns));
        return value === '';
      });
      expect({ lang, empty }).toEqual({ lang, empty: [] });
    }
  });
});
