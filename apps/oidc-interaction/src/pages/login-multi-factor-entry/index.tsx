import { useScreenData } from '@vs/mf';
import { MultiFactorEntryPage } from '@vs/ui/login';
import { sendOidcMultiFactorCode, verifyOidcMultiFactor } from '../../api/oidc-login-api';
import { useLeave } from '../../components/leave';
import { oidcPaths } from '../../paths';

/**
 * /oidc/login/multi-factor/{email|sms|otp|backup-code}: the second factor inside an authorization,
 * the same page and login service as /login's; success answers the provider, which goes on to consent.
 */
export default function OidcLoginMultiFactorEntryPage() {
  const data = useScreenData('/oidc/login/multi-factor/:type');
  const leave = useLeave();
  return (
    <MultiFactorEntryPage
      data={data}
      send={sendOidcMultiFactorCode}
      verify={verifyOidcMultiFactor}
      choicePath={oidcPaths.loginMultiFactor}
      // The provider is a full page load (the router knows no /oidc-op path).
      follow={leave}
    />
  );
}
