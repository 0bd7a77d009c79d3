import type { KoaContextWithOIDC } from 'oidc-provider';

/** The confirmation page of an RP-initiated logout and the page after it (oidc-interaction remote). */
export const LOGOUT_PAGE = '/oidc/logout';
export const LOGOUT_COMPLETE_PAGE = '/oidc/logout/complete';

/**
 * The library's logout page (`logoutSource`) is our confirmation page, rendered by the
 * oidc-interaction remote like every other provider page: the library's own is an inline form in
 * English only. The logout it was asked for (client, state, post-logout address, the xsrf secret)
 * stays in the provider session, where the confirmation reads it.
 */
export async function logoutSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.status = 303;
  ctx.redirect(LOGOUT_PAGE);
}

/** The library's page after a logout without a post-logout address: ours. */
export async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.status = 303;
  ctx.redirect(LOGOUT_COMPLETE_PAGE);
}

/**
 * Without a provider login, the library skips `logoutSource` and answers a self-submitting form (an
 * inline script, and a form post that would redirect to the client, which our CSP's form-action
 * forbids): the same confirmation page answers that logout too.
 */
export async function logoutWithoutLoginToPage(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  await next();
  if (ctx.oidc?.route === 'end_session' && ctx.status === 200) {
    ctx.status = 303;
    ctx.redirect(LOGOUT_PAGE);
  }
}
