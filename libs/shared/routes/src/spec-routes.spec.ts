import { endpoints, externalAuthPaths } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { plannedRoutes } from './planned-routes';

/**
 * Every route spec 000 §2 names, its "(and /complete)" shorthands written out, `{param}` as `:param`.
 * `/zapi/internal` is left out: the spec names it as the screen-data prefix, not a route of its own.
 */
const specRoutes = [
  // Account area
  '/mypage',
  '/mypage/plans',
  '/mypage/edit',
  '/mypage/edit/complete',
  '/mypage/profile/edit',
  '/mypage/password/edit',
  '/mypage/password/edit/complete',
  '/mypage/enable-password',
  '/mypage/enable-password/complete',
  '/mypage/multi-factor',
  '/mypage/multi-factor/email',
  '/mypage/multi-factor/otp',
  '/mypage/multi-factor/sms',
  '/mypage/multi-factor/complete',
  '/mypage/multi-factor/backup-code',
  '/mypage/multi-factor/backup-code/generate',
  '/mypage/multi-factor/trusted-device',
  '/mypage/login-history',
  '/mypage/consent',
  '/mypage/re-consent',
  '/mypage/pin-code',
  '/mypage/pin-code/complete',
  '/mypage/connections',
  '/mypage/connections/client/:clientId',
  '/mypage/payment-history',
  '/mypage/payment-method',
  '/mypage/payment-method/complete',
  '/mypage/payment-method/delete/complete',
  '/mypage/email/edit',
  '/mypage/email/edit/pin-code',
  '/mypage/email/edit/complete',
  '/mypage/email/verify',
  '/mypage/email/verify/code',
  '/mypage/email/verify/complete',
  '/mypage/user-id/edit',
  '/mypage/user-id/edit/complete',
  '/mypage/invoice/:earningsId',
  '/mypage/social/enable/complete',
  '/mypage/social/disable/complete',
  '/mypage/subscription/:subscriptionId',
  '/mypage/subscription/:subscriptionId/payment-method',
  '/mypage/subscription/:subscriptionId/payment-method/complete',
  '/withdraw',
  '/withdraw/complete',
  // Auth
  '/auth',
  '/auth/authorize',
  '/auth/callback',
  '/auth/callback/form',
  '/login',
  '/login/code',
  '/login/multi-factor',
  '/login/multi-factor/email',
  '/login/multi-factor/sms',
  '/login/multi-factor/otp',
  '/login/multi-factor/backup-code',
  '/logout',
  '/forgetpassword',
  '/newpassword',
  '/password/forgot',
  '/password/forgot/complete',
  '/password/reset',
  '/password/reset/complete',
  // OIDC
  '/oidc',
  '/oidc/error',
  '/oidc/login',
  '/oidc/login/code',
  '/oidc/login/multi-factor',
  '/oidc/login/multi-factor/email',
  '/oidc/login/multi-factor/sms',
  '/oidc/login/multi-factor/otp',
  '/oidc/login/multi-factor/backup-code',
  '/oidc/signup',
  '/oidc/signup/auth',
  '/oidc/loginInteraction',
  '/oidc/consent',
  '/oidc/select-account',
  '/oidc/selectAccount/form',
  '/oidc/selectAccount/form/switch',
  '/oidc/selectAccountInteraction',
  // Signup
  '/signup',
  '/signup/auth',
  '/signup/email',
  '/signup/pin-code',
  '/signup/form',
  '/signup/policy',
  '/signup/plans',
  '/signup/plans/:planId/confirm',
  '/signup/plans/:planId/complete',
  '/signup/complete',
  // Plans
  '/plans',
  '/plans/:planId',
  '/plans/:planId/confirm',
  '/plans/:planId/complete',
  // Other (and the consent screen's internal privacy-policy link)
  '/',
  '/withdraw/pin-code',
  '/social/relate/error',
  '/app/licenses',
  '/privacy',
];

/** A parameter segment stands for any value: `/mypage/invoice/:earningsId` is matched as one id. */
const asPath = (route: string): string => route.replace(/:(\w+)/g, 'sample-$1');
const inTable = (route: string): boolean => matchRoute(asPath(route)) !== null;
const callPaths = new Set(
  Object.values(endpoints).flatMap((value: unknown) =>
    typeof value === 'object' && value !== null && 'path' in value ? [String(value.path)] : [],
  ),
);
// The trip to an identity provider: navigations the server answers with redirects, neither pages nor calls.
const navigations = new Set<string>(Object.values(externalAuthPaths));
const served = (route: string): boolean => inTable(route) || callPaths.has(route) || navigations.has(route);
const planned = new Set<string>(Object.keys(plannedRoutes));

describe('the routes of spec 000 §2', () => {
  it('are each a page of the route table, a call or navigation of the contract, or planned with its capability', () => {
    const missing = specRoutes.filter((route) => !served(route) && !planned.has(route));
    expect(missing).toEqual([]);
  });

  it('are planned only until they exist: a built route leaves the planned list', () => {
    const built = [...planned].filter(served);
    expect(built).toEqual([]);
  });

  it('plans only routes the spec names', () => {
    expect([...planned].filter((route) => !specRoutes.includes(route))).toEqual([]);
  });

  it("reach the spec's second-factor pages through the table's one parameter pattern", () => {
    for (const factor of ['email', 'sms', 'otp', 'backup-code'])
      expect(matchRoute(`/login/multi-factor/${factor}`)?.route.page).toBe('login-multi-factor-entry');
  });
});
