import { csrfCookieName, hostCookieName } from '@vs/contract';

/** The journeys' server runs the production build, whose cookies are Secure and `__Host-` prefixed. */
export const secureCsrfCookie = hostCookieName(csrfCookieName, true);
