import type { Configuration } from 'oidc-provider';

/**
 * How the provider calls out (the clients' back-channel logout URIs). The library refuses
 * special-use addresses (loopback, private networks) against server-side request forgery; only
 * development, the tests and the demo lift that, because their relying parties live on loopback (the
 * demo clients' 127.0.0.1:8765). A production server keeps the library's check.
 */
export function providerFetch(allowPrivateAddresses: boolean): NonNullable<Configuration['fetch']> {
  return (input, init) =>
    globalThis.fetch(input, allowPrivateAddresses ? ({ ...init, dispatcher: undefined } as RequestInit) : init);
}
