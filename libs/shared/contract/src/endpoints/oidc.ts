/** The OIDC interaction form posts (spec 001 §7 "OIDC interaction forms", issue 17). */
import { array, object, string } from 'yup';
import type { AuthAnswer } from '../auth';
import { endpoint } from '../endpoint';
import type { OidcStepAnswer } from '../oidc';
import type { RedirectAnswer } from '../screen-data';
import { passwordLoginBody } from './auth';

/** Scope keys as the store names them: short tokens, never many. */
const scopeList = () =>
  array(
    string()
      .required()
      .max(64)
      .matches(/^[\x21\x23-\x5b\x5d-\x7e]+$/),
  )
    .max(32)
    .required();

/** POST /oidc/login: the login page's password login, inside an interaction; then back to its entry. */
export const oidcLogin = /* @__PURE__ */ endpoint<AuthAnswer>()({
  method: 'POST',
  path: '/oidc/login',
  body: () => passwordLoginBody(),
  errors: [
    'LOGIN_FAILED',
    'LOGIN_INVALID_EMAIL_OR_PASSWORD',
    'LOGIN_INVALID_USER_ID_OR_PASSWORD',
    'LOGIN_PROHIBITED',
    'TOO_MANY_REQUESTS',
  ],
});

/** POST /oidc/consent/form: the scopes allowed and refused; required ones must be allowed. */
export const oidcConsent = /* @__PURE__ */ endpoint<OidcStepAnswer>()({
  method: 'POST',
  path: '/oidc/consent/form',
  body: () => object({ addScope: scopeList(), rejectScope: scopeList() }),
  errors: [],
});

/** POST /oidc/consent/form/abort: the member cancels; the client receives access_denied. */
export const oidcConsentAbort = /* @__PURE__ */ endpoint<OidcStepAnswer>()({
  method: 'POST',
  path: '/oidc/consent/form/abort',
  errors: [],
});

/** POST /oidc/selectAccount/form: continue as the signed-in member. */
export const oidcSelectAccount = /* @__PURE__ */ endpoint<OidcStepAnswer>()({
  method: 'POST',
  path: '/oidc/selectAccount/form',
  errors: [],
});

/** POST /oidc/selectAccount/form/switch: log out of the site and log in as someone else. */
export const oidcSelectAccountSwitch = /* @__PURE__ */ endpoint<OidcStepAnswer>()({
  method: 'POST',
  path: '/oidc/selectAccount/form/switch',
  errors: [],
});

/**
 * POST /zapi/oidc/revoke/grant/{grantId} (spec 001 §7, empty body): unlinks the application. The
 * member's grants to its client end with every token issued under them; someone else's grant, or
 * one already gone, is NOT_FOUND. Answers the connections list.
 */
export const oidcRevokeGrant = /* @__PURE__ */ endpoint<RedirectAnswer>()({
  method: 'POST',
  path: '/zapi/oidc/revoke/grant/:grantId',
  errors: ['NOT_FOUND'],
});
