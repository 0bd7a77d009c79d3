import type { FooterLink, SocialMediaLinks } from '@vs/contract';

/**
 * Configured footer links a visitor sees: enabled ones whose display_type fits — 'login' for
 * logged-in members, 'logout' for guests, 'other' for everyone.
 */
export function visibleFooterLinks(links: readonly FooterLink[], isLoggedIn: boolean): FooterLink[] {
  return links.filter((link) => {
    if (!link.enable) return false;
    if (link.display_type === 'login') return isLoggedIn;
    if (link.display_type === 'logout') return !isLoggedIn;
    return true;
  });
}

/** The app-licenses page exists for the Android app's embedded browser only. */
export function showsAppLicenses(browser: { isApp: boolean; isAndroid: boolean }): boolean {
  return browser.isApp && browser.isAndroid;
}

export const socialNetworks = [
  { key: 'twitter', field: 'twitterUrl' },
  { key: 'facebook', field: 'facebookUrl' },
  { key: 'instagram', field: 'instagramUrl' },
  { key: 'line', field: 'lineUrl' },
] as const satisfies readonly { key: string; field: keyof SocialMediaLinks }[];
