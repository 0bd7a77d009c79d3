import { catalogueTree } from '@vs/catalogue';
import { describe, expect, it } from 'vitest';
import { pageCatalogues } from './page-catalogues';

describe('pageCatalogues', () => {
  it('answers the page language’s trees by namespace, leaving out a namespace without a file', () => {
    const catalogues = pageCatalogues('en', ['common', 'no-such-namespace']);
    expect(catalogues.language).toBe('en');
    expect(Object.keys(catalogues.namespaces)).toEqual(['common']);
    expect(catalogues.namespaces['common']).toBe(catalogueTree('en', 'common'));
  });

  it('answers one object per language and namespace list, so the HTML serialises it once', () => {
    expect(pageCatalogues('ja', ['common', 'errors'])).toBe(pageCatalogues('ja', ['common', 'errors']));
    expect(pageCatalogues('en', ['common', 'errors'])).not.toBe(pageCatalogues('ja', ['common', 'errors']));
    expect(pageCatalogues('ja', ['common'])).not.toBe(pageCatalogues('ja', ['common', 'errors']));
  });
});
