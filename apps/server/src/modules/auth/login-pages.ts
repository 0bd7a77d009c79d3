import { href } from '@vs/routes';

/**
 * The pages one login service answers with: the site's own (/login …) or, inside an OpenID Connect
 * interaction, the oidc-interaction remote's (/oidc/login …). The steps and their checks are the same.
 */
export interface LoginPages {
  readonly login: string;
  readonly code: string;
  /** The choice of second factor; `/{segment}` after it is one factor's page. */
  readonly multiFactor: string;
}

export const siteLoginPages: LoginPages = {
  login: href('/login'),
  code: href('/login/code'),
  multiFactor: href('/login/multi-factor'),
};

export const oidcLoginPages: LoginPages = {
  login: href('/oidc/login'),
  code: href('/oidc/login/code'),
  multiFactor: href('/oidc/login/multi-factor'),
};
