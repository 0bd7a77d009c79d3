import { DEFAULT_LOGIN_TARGET, type BotCheckSettings, type LoginScreenData } from '@vs/contract';
import { useFollow } from '@vs/ui/form';
import { PasswordLoginForm, withBotCheck } from '@vs/ui/login';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { login } from '../../api/auth-api';
import { authPaths } from '../../paths';

/** Password mode of /login: the shared password form, posting POST /login with the return target. */
export function PasswordForm({
  data,
  botCheck,
}: {
  readonly data: LoginScreenData;
  readonly botCheck: BotCheckSettings | null;
}) {
  const { t } = useTranslation('auth');
  const follow = useFollow();
  return (
    <PasswordLoginForm
      isEnabledUserId={data.isEnabledUserId}
      submit={async ({ emailUserId, password }) => {
        const body = await withBotCheck(
          { emailUserId, password, loginMethod: 'Password' as const, redirectTo: data.returnTo },
          botCheck,
        );
        follow((await login(body)) ?? data.returnTo ?? DEFAULT_LOGIN_TARGET);
      }}
      extraAction={<Link to={authPaths.passwordForgot}>{t('login.forgot')}</Link>}
    />
  );
}
