import { describe, expect, it } from 'vitest';
import { firstPaintHtml } from './first-paint';

const images = { logoPc: null, logoSp: null, favicon: null, appleTouchIcon: null };

describe('firstPaintHtml', () => {
  it('draws the header with the service name, hidden from assistive technology and with nothing to focus', () => {
    const html = firstPaintHtml('login', { serviceName: 'A & B <Video>', images });
    expect(html).toBe(
      '<div class="vs-first-paint-header" aria-hidden="true"><div class="vs-first-paint-bar">' +
        '<span class="vs-first-paint-logo">A &amp; B &lt;Video&gt;</span></div></div>',
    );
    expect(html).not.toMatch(/<(a|header|button|h1)\b/);
  });

  it("shows the logos as the shell's Logo does: logoPc from the wide breakpoint, logoSp below", () => {
    const both = firstPaintHtml('guest', {
      serviceName: 'Store "1"',
      images: { ...images, logoPc: '/pc.png?a=1&b=2', logoSp: '/sp.png' },
    });
    expect(both).toContain(
      '<picture><source media="(min-width: 1000px)" srcset="/pc.png?a=1&amp;b=2">' +
        '<img src="/sp.png" alt="Store &quot;1&quot;"></picture>',
    );
    const pcOnly = firstPaintHtml('guest', { serviceName: 'S', images: { ...images, logoPc: '/pc.png' } });
    expect(pcOnly).toContain('<img src="/pc.png" alt="S">');
    const spOnly = firstPaintHtml('guest', { serviceName: 'S', images: { ...images, logoSp: '/sp.png' } });
    expect(spOnly).toContain('<picture><img src="/sp.png" alt="S"></picture>');
  });

  it('draws the same bar for account pages (the menus come below it) and nothing for OIDC pages', () => {
    expect(firstPaintHtml('account', { serviceName: 'S', images })).toBe(
      firstPaintHtml('guest', { serviceName: 'S', images }),
    );
    expect(firstPaintHtml('oidc', { serviceName: 'S', images })).toBe('');
  });
});
