/** The OIDC interaction form posts (spec 001 §7 "OIDC interaction forms"). */
import { array, object, string } from 'yup';
import type { AuthAnswer } from '../auth';
import { endpoint } from '../endpoint';
import type { OidcStepAnswer } from '../oidc';
import type { RedirectAnswer } from '../screen-data';
import { codeLoginBody, loginCode, loginMultiFactor, passwordLoginBody } from './auth';
import { signupEmail } from './signup';
import type { SignupStepAnswer } from '../signup';

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

/**
 * POST /oidc/login: the password or the mailed code (`loginMethod` says which) inside an interaction,
 * the same login service as POST /login; then the second step, or back to the provider.
 */
export const oidcLogin = /* @__PURE__ */ endpoint<AuthAnswer>()({
  method: 'POST',
  path: '/oidc/login',
  body: (method: 'Password' | 'AuthCode') => (method === 'Password' ? passwordLoginBody() : codeLoginBody()),
  errors: [
    'LOGIN_FAILED',
    'LOGIN_INVALID_EMAIL_OR_PASSWORD',
    'LOGIN_INVALID_USER_ID_OR_PASSWORD',
    'LOGIN_PROHIBITED',
    'PIN_CODE_ERROR',
    'TOO_MANY_REQUESTS',
  ],
});

/**
 * POST /oidc/login/code: mails a login code inside an interaction, as POST /login/code does, and
 * answers /oidc/login/code. Decided: the spec names the page only; the call sits on its path as
 * /login/code's does.
 */
export const oidcLoginCode = /* @__PURE__ */ endpoint<AuthAnswer>()({
  method: 'POST',
  path: '/oidc/login/code',
  body: loginCode.body,
  errors: loginCode.errors,
});

/** POST /zapi/oidc/login/multi-factor/{segment}: the second factor inside an interaction (spec 001 §7). */
export const oidcLoginMultiFactor = /* @__PURE__ */ endpoint<AuthAnswer>()({
  method: 'POST',
  path: '/zapi/oidc/login/multi-factor/:segment',
  body: loginMultiFactor.body,
  errors: loginMultiFactor.errors,
});

/** POST /zapi/oidc/login/multi-factor/{email|sms}/send: as /zapi/login/multi-factor/{segment}/send. */
export const oidcLoginMultiFactorSend = /* @__PURE__ */ endpoint<undefined>()({
  method: 'POST',
  path: '/zapi/oidc/login/multi-factor/:segment/send',
  errors: ['TOO_MANY_REQUESTS', 'INVALID_SESSION_FLOW', 'MAIL_SEND_FAILED'],
});

/**
 * POST /zapi/oidc/signup/email: sign-up's e-mail step inside an interaction (spec 001 §7), the policies
 * agreed with it; the PIN, form and the way back to the interaction follow on the server's side.
 */
export const oidcSignupEmail = /* @__PURE__ */ endpoint<SignupStepAnswer>()({
  method: 'POST',
  path: '/zapi/oidc/signup/email',
  body: signupEmail.body,
  errors: signupEmail.errors,
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
 * POST /oidc/logout/form: the member confirms the logout a client asked for. The store's session and
 * the provider's end, every client of that provider session is told (back-channel logout), and the
 * answer is the client's registered post-logout address (with its state), else /oidc/logout/complete.
 */
export const oidcLogout = /* @__PURE__ */ endpoint<OidcStepAnswer>()({
  method: 'POST',
  path: '/oidc/logout/form',
  errors: [],
});

/** POST /oidc/logout/form/stay: the member stays logged in; only the asking client's session ends. */
export const oidcLogoutStay = /* @__PURE__ */ endpoint<OidcStepAnswer>()({
  method: 'POST',
  path: '/oidc/logout/form/stay',
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
