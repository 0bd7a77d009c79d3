import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { themeFromStore } from '@vs/theming';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { firstPageReady, hasFirstPaint } from './first-paint';

describe('the first paint', () => {
  it("is styled in index.html with the theme's page colours and font, so React's header replaces it unchanged", () => {
    const html = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const { colors, font } = themeFromStore(null);
    const rule = (selector: string) =>
      new RegExp(`${selector.replace(/[.*]/g, '\\$&')} \\{([^}]*)\\}`).exec(style)?.[1] ?? '';
    expect(rule('body')).toContain(`font-family: ${font.family};`);
    expect(rule('body')).toContain(`color: ${colors.text};`);
    expect(rule('body')).toContain(`background: ${colors.background};`);
    expect(rule('.vs-first-paint-header')).toContain(`background: ${colors.background};`);
    expect(rule('.vs-first-paint-header')).toContain(`border-bottom: 1px solid ${colors.surface};`);
    expect(rule('.vs-first-paint-logo')).toContain(`color: ${colors.text};`);
  });

  it('is recognised in #root only when the server wrote one', () => {
    const root = document.createElement('div');
    expect(hasFirstPaint(root)).toBe(false);
    root.innerHTML = '<div class="vs-first-paint-header" aria-hidden="true"></div>';
    expect(hasFirstPaint(root)).toBe(true);
  });

  it("stays until the router has the first page's code and data", async () => {
    let releasePage = (): void => undefined;
    const pageCode = new Promise<void>((resolve) => (releasePage = resolve));
    const router = createMemoryRouter([{ path: '/', lazy: async () => (await pageCode, { Component: () => null }) }]);
    let ready = false;
    const waiting = firstPageReady(router).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(false);
    releasePage();
    await waiting;
    expect(router.state.initialized).toBe(true);
    router.dispose();
  });

  it('does not wait when the router is already initialised', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    expect(router.state.initialized).toBe(true);
    await expect(firstPageReady(router)).resolves.toBeUndefined();
    router.dispose();
  });
});
