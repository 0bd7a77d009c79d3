import type { RootScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { renderShellHtml } from './shell-html';

const rootData = {
  storeSettingData: {
    serviceName: 'Store',
    images: { favicon: null, appleTouchIcon: null },
    colors: { accentColor: '#000' },
  },
} as unknown as RootScreenData;
const base = 'https://cdn.example/releases/oidc-interaction/a1/standalone/';
const integrity = new Map([
  [`${base}assets/entry.js`, 'sha384-entry'],
  [`${base}assets/login.js`, 'sha384-login'],
]);

describe('renderShellHtml', () => {
  it("gives a release's script and preloads their signed integrity, and nothing else one", () => {
    const template =
      '<!doctype html><html lang="ja"><head><title></title>' +
      `<script type="module" crossorigin src="${base}assets/entry.js"></script>` +
      '<script type="module" src="/assets/shell.js"></script></head><body><div id="root"></div></body></html>';
    const html = renderShellHtml(template, {
      lang: 'ja',
      rootData,
      remotes: null,
      modulePreloads: [`${base}assets/login.js`, '/assets/layout.js'],
      screenDataHref: null,
      firstPaint: '',
      integrity,
    });
    expect(html).toContain(`<script type="module" crossorigin src="${base}assets/entry.js" integrity="sha384-entry">`);
    expect(html).toContain('<script type="module" src="/assets/shell.js"></script>');
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="${base}assets/login.js" integrity="sha384-login">`,
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/layout.js">');
  });
});
