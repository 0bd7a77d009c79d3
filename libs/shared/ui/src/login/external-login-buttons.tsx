import { EXTERNAL_LOGIN_ERROR_PARAM, externalAuthPaths, type UserIdentifier } from '@vs/contract';
import { useTranslation } from 'react-i18next';
import { buttonCss } from '../button-styles';

export interface ExternalLoginButtonsProps {
  readonly identifiers: readonly UserIdentifier[];
  /** Where the member goes once logged in (a path of this site), or null for the member home. */
  readonly returnTo: string | null;
}

/** A trip to a provider that failed or was cancelled comes back to the login page saying so. */
export function externalLoginFailedIn(params: URLSearchParams): boolean {
  return params.get(EXTERNAL_LOGIN_ERROR_PARAM) === 'LOGIN_FAILED';
}

/** Where a provider's button leads: the server's start of the trip to that provider. */
function externalLoginHref(type: string, returnTo: string | null): string {
  const query = new URLSearchParams({ userIdentifierType: type });
  if (returnTo) query.set('redirect', returnTo);
  return `${externalAuthPaths.authorize}?${query.toString()}`;
}

/**
 * A button per identity provider the store offers (spec 000 §2 "Login page"). Each is a plain link:
 * the server answers it with a redirect to the provider, so it must be a whole-page navigation.
 */
export function ExternalLoginButtons({ identifiers, returnTo }: ExternalLoginButtonsProps) {
  const { t } = useTranslation('auth');
  if (identifiers.length === 0) return null;
  return (
    <section aria-label={t('auth:login.externalIdentities')} data-testid="external-identities">
      <ul css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(2) })}>
        {identifiers.map(({ userIdentifierType, userIdentifierName }) => (
          <li key={userIdentifierType} css={{ display: 'grid' }}>
            <a
              href={externalLoginHref(userIdentifierType, returnTo)}
              css={(theme) => buttonCss(theme, 'secondary', false)}
            >
              {t('auth:login.withProvider', { name: userIdentifierName })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
