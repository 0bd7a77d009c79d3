import { useScreenData } from '@vs/mf';
import { LoginCodePage as SharedLoginCodePage, withBotCheck } from '@vs/ui/login';
import { useCallback } from 'react';
import { login, sendLoginCode } from '../../api/auth-api';
import { loginPath } from '../../paths';

/** /login/code: the code mailed by /login's code mode (spec 000 §4 "Login", "PIN screens"). */
export default function LoginCodePage() {
  const data = useScreenData('/login/code');
  const resend = useCallback(
    async () => sendLoginCode(await withBotCheck({ email: data.email, redirectTo: data.returnTo }, data.botCheck)),
    [data.email, data.returnTo, data.botCheck],
  );
  const logIn = useCallback(
    (authCode: string) =>
      login({ emailUserId: data.email, authCode, loginMethod: 'AuthCode', redirectTo: data.returnTo }),
    [data.email, data.returnTo],
  );
  return (
    <SharedLoginCodePage
      data={data}
      resend={resend}
      logIn={logIn}
      otherAddressPath={loginPath('authCode', data.returnTo)}
    />
  );
}
