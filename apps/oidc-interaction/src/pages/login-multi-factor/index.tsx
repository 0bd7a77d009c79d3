import { useScreenData } from '@vs/mf';
import { MultiFactorChoicePage } from '@vs/ui/login';
import { oidcMultiFactorEntryPath } from '../../paths';

/** /oidc/login/multi-factor: the choice of second factor inside an authorization, as at /login. */
export default function OidcLoginMultiFactorPage() {
  const data = useScreenData('/oidc/login/multi-factor');
  return <MultiFactorChoicePage data={data} entryPathOf={oidcMultiFactorEntryPath} />;
}
