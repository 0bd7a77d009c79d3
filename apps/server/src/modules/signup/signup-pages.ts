import { href } from '@vs/routes';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { Language } from '../../http/language';
import { signupMessages } from './signup-messages';

declare module '../session/session-data' {
  interface SessionData {
    /**
     * The OpenID Connect interaction (its uid) this sign-up started in: set by the OIDC e-mail step on
     * the server, never taken from the browser; the finished sign-up returns to that interaction.
     */
    signupInteractionUid?: string;
  }
}

/** Where a member who opens a sign-up page or calls a sign-up step goes: their home, My Page. */
export const MEMBER_HOME = href('/mypage');

/**
 * The pages one sign-up service answers with: the site's own (/signup …) or, inside an OpenID Connect
 * interaction, the oidc-interaction remote's (/oidc/signup …). The steps and their checks are the same,
 * as {@link LoginPages} are for the login service.
 */
export interface SignupPages {
  /** Where a flow without the policies agreed goes back to. */
  readonly policy: string;
  readonly email: string;
  readonly pinCode: string;
  readonly form: string;
  /** The store's "policies first" shows them on a page of their own; false: always with the e-mail. */
  readonly policyStepOfItsOwn: boolean;
  /** Where the new member goes once the account exists; null: the site's plan step or completion. */
  readonly afterAccount: string | null;
}

export const siteSignupPages: SignupPages = {
  policy: href('/signup'),
  email: href('/signup/email'),
  pinCode: href('/signup/pin-code'),
  form: href('/signup/form'),
  policyStepOfItsOwn: true,
  afterAccount: null,
};

/**
 * Decided: inside an interaction the policies are agreed with the e-mail on /oidc/signup, the PIN is
 * entered on /oidc/signup/auth, and the registration form is the site's /signup/form (one form, one
 * page); the new member then goes to the login entry, which hands the account to the provider.
 */
export const oidcSignupPages: SignupPages = {
  policy: href('/oidc/signup'),
  email: href('/oidc/signup'),
  pinCode: href('/oidc/signup/auth'),
  form: href('/signup/form'),
  policyStepOfItsOwn: false,
  afterAccount: href('/oidc/loginInteraction'),
};

/** A step whose flow expired: the restart modal says so and sends the visitor to the flow's first page. */
export const signupTimeout = (pages: SignupPages, language: Language): AppError =>
  new AppError(409, 'SIGNUP_TIMEOUT', signupMessages.timeout[language], undefined, pages.policy);

/** The pages of this session's sign-up: inside an interaction when the OIDC e-mail step started it. */
export async function signupPagesOf(request: FastifyRequest): Promise<SignupPages> {
  return (await request.session.get('signupInteractionUid')) ? oidcSignupPages : siteSignupPages;
}
