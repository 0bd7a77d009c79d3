import { useScreenData } from '@vs/mf';
import { LoginCodePage, withBotCheck } from '@vs/ui/login';
import { useCallback } from 'react';
import { oidcLogin, sendOidcLoginCode } from '../../api/oidc-login-api';
import { useLeave } from '../../components/leave';
import { oidcPaths } from '../../paths';

/**
 * /oidc/login/code: the code mailed by /oidc/login's code mode, the same page and login service as
 * /login/code; the login answers the provider (or the second factor's page).
 */
export default function OidcLoginCodePage() {
  const data = useScreenData('/oidc/login/code');
  const leave = useLeave();
  const resend = useCallback(
    async () => sendOidcLoginCode(await withBotCheck({ email: data.email }, data.botCheck)),
    [data.email, data.botCheck],
  );
  const logIn = useCallback(
    (authCode: string) => oidcLogin({ emailUserId: data.email, authCode, loginMethod: 'AuthCode' }),
    [data.email],
  );
  return (
    <LoginCodePage
      data={data}
      resend={resend}
      logIn={logIn}
      otherAddressPath={`${oidcPaths.login}?loginType=authCode`}
      follow={leave}
    />
  );
}
