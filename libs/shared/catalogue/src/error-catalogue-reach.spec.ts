import { describe, expect, it } from 'vitest';
import { callerOf, type SourceFile } from './catalogue-callers';
import { errorCatalogueEntries, notSentByTheServer } from './error-catalogue-entries';
import { catalogueTree } from './trees';

// The product's own source: every app and lib, without tests, test support, the journeys, and this
// lib (whose table names every text and so would count as their caller).
const product = import.meta.glob<string>(
  [
    '../../../../apps/*/src/**/*.{ts,tsx}',
    '../../../../libs/*/*/src/**/*.{ts,tsx}',
    '!**/*.spec.{ts,tsx}',
    '!**/testing/**',
    '!**/test-*.{ts,tsx}',
    '!**/apps/e2e/**',
    '!**/libs/shared/testing/**',
    '!**/libs/shared/catalogue/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** A glob key (relative to this folder) as a path from the repository root. */
function fromRoot(relative: string): string {
  const parts = ['libs', 'shared', 'catalogue', 'src'];
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const sources: SourceFile[] = Object.entries(product).map(([path, text]) => ({ path: fromRoot(path), text }));
const serverSources = sources.filter((file) => file.path.startsWith('apps/server/'));

function textOf(language: string, ref: string): string | undefined {
  const [namespace = '', key = ''] = ref.split(':');
  let node: unknown = catalogueTree(language, namespace);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

describe('spec 001 §8: every entry of the error catalogue is reachable from a page', () => {
  it('reads the product source (and leaves the tests out)', () => {
    expect(sources.length).toBeGreaterThan(200);
    expect(serverSources.length).toBeGreaterThan(50);
    expect(sources.some((file) => file.path.startsWith('libs/shared/error-pages/'))).toBe(true);
    const left = /\.spec\.|\/testing\/|\/test-[^/]*$|^apps\/e2e\/|^libs\/shared\/(testing|catalogue)\//;
    expect(sources.filter((file) => left.test(file.path)).map((file) => file.path)).toEqual([]);
  });

  it.each(errorCatalogueEntries.map((entry) => [entry.entry, entry.refs] as const))('%s', (_entry, refs) => {
    expect(refs.length).toBeGreaterThan(0);
    const notInCatalogue = refs.filter((ref) => textOf('ja', ref) === undefined || textOf('en', ref) === undefined);
    expect({ notInCatalogue }).toEqual({ notInCatalogue: [] });
    const noCaller = refs.filter((ref) => callerOf(ref, sources, serverSources) === null);
    expect({ noCaller }).toEqual({ noCaller: [] });
  });

  it.each(notSentByTheServer.map((entry) => [entry.entry, entry.refs] as const))(
    'known gap, still never shown (move it to its entry once it is): %s',
    (_entry, refs) => {
      expect(refs.filter((ref) => callerOf(ref, sources, serverSources) !== null)).toEqual([]);
    },
  );
});
