import { multiFactorSegments, type MultiFactorType } from '@vs/contract';
import { href } from '@vs/routes';

/** Link targets of the OIDC login pages (spec 000 §2 "OIDC"). */
export const oidcPaths = {
  login: href('/oidc/login'),
  loginCode: href('/oidc/login/code'),
  loginMultiFactor: href('/oidc/login/multi-factor'),
  signup: href('/oidc/signup'),
  signupPinCode: href('/oidc/signup/auth'),
  /** The registration form is the site's one page; the server returns the new member to the interaction. */
  signupForm: href('/signup/form'),
  /** The interaction's entry: a member who logged in elsewhere on the site is handed back to the client. */
  loginInteraction: href('/oidc/loginInteraction'),
};

export const oidcMultiFactorEntryPath = (type: MultiFactorType): string =>
  `${oidcPaths.loginMultiFactor}/${multiFactorSegments[type]}`;
