// Did a measured visit end on the page it asked for? A figure of the page a visit was sent on to (a
// guest sent to /login, an entry page routing on) is not the requested page's: such a run is an error.

/**
 * Routes whose first visit, by the visitor the benchmark makes, is sent on to another page by design
 * (the site's entry, a step reached only from the one before it): route pattern → where it lands.
 * Such a visit is listed as not measured; a visit ending anywhere else is an error.
 */
export const landsElsewhere = /** @type {Readonly<Record<string, string>>} */ ({
  '/': '/plans',
  // Steps reached only from the step before them (their flow's state lives in the session).
  '/plans/:planId/complete': '/login',
  '/signup/email': '/signup',
  '/signup/pin-code': '/signup',
  '/signup/form': '/signup',
  '/signup/complete': '/signup',
  '/login/code': '/login',
  '/login/multi-factor': '/login',
  '/login/multi-factor/:type': '/login',
  '/mypage/multi-factor/backup-code': '/mypage/multi-factor',
  '/mypage/multi-factor/backup-code/generate': '/mypage/multi-factor',
  '/mypage/email/edit/pin-code': '/mypage/email/edit',
  '/mypage/email/verify': '/mypage',
  '/mypage/email/verify/code': '/mypage',
  '/mypage/enable-password': '/mypage/password/edit',
  '/mypage/re-consent': '/mypage',
  '/withdraw/pin-code': '/withdraw',
  '/oidc': '/oidc/login',
  '/oidc/loginInteraction': '/oidc/login',
  '/oidc/selectAccountInteraction': '/oidc/login',
  '/oidc/login/code': '/oidc/login',
  '/oidc/login/multi-factor': '/oidc/login',
  '/oidc/login/multi-factor/:type': '/oidc/login',
  '/oidc/signup/auth': '/oidc/signup',
});

/** Where a guest asking for a member-only page is sent (the account layout's redirect). */
export const loginPath = '/login';

/**
 * Why a visit of `requested` (a path) that ended on each of `ended` (absolute URLs: Lighthouse's
 * mainDocumentUrl and finalDisplayedUrl, or the page's URL after network idle) is not a figure of
 * that page, or null when it is. A member's page must also not have shown the login page.
 * @param {{ requested: string, ended: (string | null | undefined)[], asMember?: boolean }} visit
 */
export function landingProblem({ requested, ended, asMember = false }) {
  const want = new URL(requested, 'http://x').pathname;
  for (const url of ended) {
    if (!url) return `${want}: the run reported no final URL`;
    const got = new URL(url).pathname;
    if (asMember && got === loginPath) return `${want}: the member was sent to ${loginPath} (not logged in)`;
    if (got !== want) return `${want}: the visit ended on ${got}`;
  }
  return null;
}
