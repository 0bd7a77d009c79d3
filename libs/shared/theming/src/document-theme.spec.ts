import { beforeEach, describe, expect, it } from 'vitest';
import { applyDocumentTheme, installGtm } from './document-theme';
import { sampleStoreSettings } from './sample-settings';

describe('applyDocumentTheme', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('sets favicon, touch icon, theme-color and CSS variables', () => {
    applyDocumentTheme(sampleStoreSettings());
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.ico');
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(
      '/apple-touch-icon.png',
    );
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#e50914');
    expect(document.documentElement.style.getPropertyValue('--vs-accent')).toBe('#e50914');
    expect(document.documentElement.style.getPropertyValue('--vs-on-accent')).not.toBe('');
  });

  it('adds no GTM script when gtmId is unset', () => {
    applyDocumentTheme(sampleStoreSettings({ gtmId: null }));
    expect(document.querySelector('script')).toBeNull();
  });

  it('adds one async GTM script element (no inline code) when gtmId is set', () => {
    applyDocumentTheme(sampleStoreSettings({ gtmId: 'GTM-ABC123' }));
    applyDocumentTheme(sampleStoreSettings({ gtmId: 'GTM-ABC123' }));
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(scripts[0]?.async).toBe(true);
    expect(scripts[0]?.textContent).toBe('');
  });

  it('adds no GTM script when told the page is a payment page', () => {
    applyDocumentTheme(sampleStoreSettings({ gtmId: 'GTM-ABC123' }), { tagManager: false });
    expect(document.querySelectorAll('script[data-vs-gtm]')).toHaveLength(0);
  });

  it('refuses a malformed GTM id', () => {
    expect(installGtm('GTM-1"><script>')).toBe(false);
    expect(installGtm('x')).toBe(false);
  });
});
