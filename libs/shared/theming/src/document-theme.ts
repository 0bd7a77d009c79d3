import type { StoreSettingData } from '@vs/contract';
import { themeFromStore, type VsTheme } from './theme';

function upsertLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}

function upsertMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** Colours as CSS custom properties, for plain CSS and for anything rendered outside emotion. */
export function cssVariables(theme: VsTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) {
    vars[`--vs-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return vars;
}

const gtmIdPattern = /^GTM-[A-Z0-9]{1,16}$/;

/**
 * Google Tag Manager, loaded by code because the CSP forbids inline script. Only a well-formed id is
 * used, so a bad setting can never inject a URL; with no id, nothing is added.
 */
export function installGtm(gtmId: string | null | undefined): boolean {
  if (!gtmId || !gtmIdPattern.test(gtmId)) return false;
  if (document.querySelector('script[data-vs-gtm]')) return true;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  script.dataset['vsGtm'] = '';
  document.head.append(script);
  return true;
}

export interface DocumentThemeOptions {
  /**
   * False on a payment page (PCI DSS 6.4.3): it runs only our bundles and the provider's scripts, and
   * its CSP allows no tag manager.
   */
  readonly tagManager?: boolean;
}

/** Favicon, touch icon, theme-color, CSS variables and (optionally) GTM for the store. */
export function applyDocumentTheme(
  settings: StoreSettingData,
  { tagManager = true }: DocumentThemeOptions = {},
): VsTheme {
  const theme = themeFromStore(settings);
  if (settings.images.favicon) upsertLink('icon', settings.images.favicon);
  if (settings.images.appleTouchIcon) upsertLink('apple-touch-icon', settings.images.appleTouchIcon);
  upsertMeta('theme-color', theme.colors.accent);
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(cssVariables(theme))) root.setProperty(name, value);
  if (tagManager) installGtm(settings.gtmId);
  return theme;
}
