// Did a measured visit end on the page it asked for? A figure of the page a visit was sent on to (a
// guest sent to /login, an entry page routing on) is not the requested page's: such a run is an error.

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
