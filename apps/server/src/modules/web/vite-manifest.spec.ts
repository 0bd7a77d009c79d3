import { describe, expect, it } from 'vitest';
import { collect, pageChunkKey, type ViteManifest } from './vite-manifest';

describe('pageChunkKey', () => {
  it("answers a page module's own key", () => {
    const manifest: ViteManifest = { 'src/pages/top/index.tsx': { file: 'assets/top-1.js' } };
    expect(pageChunkKey(manifest, 'mypage', 'top')).toBe('src/pages/top/index.tsx');
  });

  it("finds a first visit's page chunk by its name when the page module has no key of its own", () => {
    const manifest: ViteManifest = {
      '_plans-checkout-first-plan-list-2.js': {
        file: 'assets/plans-checkout-first-plan-list-2.js',
        name: 'plans-checkout-first-plan-list',
        imports: ['_kit-3.js'],
      },
      '_kit-3.js': { file: 'assets/kit-3.js' },
    };
    const key = pageChunkKey(manifest, 'plans-checkout', 'plan-list');
    const files = new Set<string>();
    collect(manifest, key, new Set(), files);
    expect([...files]).toEqual(['assets/plans-checkout-first-plan-list-2.js', 'assets/kit-3.js']);
    // Another remote's chunk of the same page name is not taken.
    expect(pageChunkKey(manifest, 'mypage', 'plan-list')).toBe('src/pages/plan-list/index.tsx');
  });
});
