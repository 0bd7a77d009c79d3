import type { FooterLink, SocialMediaLinks } from '@vs/contract';
import { href } from '@vs/routes';

/**
 * Configured footer links a visitor sees: enabled ones whose display_type fits — 'login' for
 * logged-in members, 'logout' for guests, 'other' for everyone; in the app's embedded browser no
 * link into sign-up (spec 000 §6: the app hides the sign-up options).
 */
export function visibleFooterLinks(
  links: readonly FooterLink[],
  isLoggedIn: boolean,
  browser: { isApp: boolean } = { isApp: false },
): FooterLink[] {
  return links.filter((link) => {
    if (!link.enable) return false;
    if (browser.isApp && leadsToSignup(link)) return false;
    if (link.display_type === 'login') return isLoggedIn;
    if (link.display_type === 'logout') return !isLoggedIn;
    return true;
  });
}

/** A site link to sign-up or one of its pages (the interaction's counterpart included). */
function leadsToSignup(link: FooterLink): boolean {
  if (link.type !== 'default') return false;
  const path = footerLinkPath(link.value, false).split(/[?#]/)[0] ?? '';
  return [href('/signup'), href('/oidc/signup')].some((signup) => path === signup || path.startsWith(`${signup}/`));
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

/**
 * The site's own pages a store's footer may link to that have a counterpart inside an OIDC
 * interaction: there the link leads to the counterpart, so signing up (or in) from the footer goes
 * on with the authorization instead of leaving it.
 */
const oidcFlowPaths: Readonly<Record<string, string>> = {
  [href('/signup')]: href('/oidc/signup'),
  [href('/login')]: href('/oidc/login'),
};

/** A `default` link's site path (stored with or without its leading slash); inside the OIDC flow, its counterpart. */
export function footerLinkPath(value: string, inOidcFlow: boolean): string {
  const path = value.startsWith('/') ? value : `/${value}`;
  return (inOidcFlow ? oidcFlowPaths[path] : undefined) ?? path;
}
