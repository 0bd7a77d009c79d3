import { hostCookieName } from '@vs/contract';
import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';

/**
 * The provider's cookies like the site's own (docs/security.md 3.3.1): under COOKIE_SECURE each is
 * Secure and `__Host-` prefixed, which asks for path `/` and no Domain; the interaction cookie reaches
 * every page and call of the flow (they all live outside the provider's own paths). The library pins
 * the resume cookie to its resume path, which `__Host-` forbids, so that one is `__Secure-`.
 */
export function providerCookiesOf(keys: string[], secure: boolean): NonNullable<Configuration['cookies']> {
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  return {
    keys,
    names: {
      session: hostCookieName('vs-oidc-session', secure),
      interaction: hostCookieName('vs-oidc-interaction', secure),
      resume: secure ? '__Secure-vs-oidc-resume' : 'vs-oidc-resume',
    },
    short: options,
    long: options,
  };
}

/**
 * Koa refuses to set a Secure cookie on a request it believes plain http; an issuer is https in
 * production, but with COOKIE_SECURE on a plain-http address (127.0.0.1 in the journeys, where the
 * browser keeps Secure cookies as it does the site's session cookie) the provider's must go out too.
 * Koa's `secure` is read for cookies only: the URLs the provider builds still follow the issuer.
 */
export function sendSecureCookies(provider: Provider, secure: boolean): void {
  if (secure) Object.defineProperty(provider.request, 'secure', { get: () => true });
}
