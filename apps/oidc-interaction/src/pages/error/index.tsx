import { OidcErrorPage, oidcErrorFromSearch } from '@vs/error-pages';
import { useSearchParams } from 'react-router-dom';

/**
 * /oidc/error: where the provider shows what it cannot send back to the client (unknown client, bad
 * redirect_uri, expired interaction): status, description, type and detail from the query, and the
 * note to go back to the originating site (spec 001 §8).
 */
export default function OidcErrorRoutePage() {
  const [params] = useSearchParams();
  return <OidcErrorPage {...oidcErrorFromSearch(params)} />;
}
