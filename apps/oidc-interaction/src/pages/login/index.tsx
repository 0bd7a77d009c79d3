import { useScreenData } from '@vs/mf';
import type { LoginType } from '@vs/contract';
import { useBrowserInfo } from '@vs/theming';
import { FormPage, leadCss, noteCss, PageAlert } from '@vs/ui/form';
import {
  CodeRequestForm,
  enabledModes,
  externalLoginFailedIn,
  ExternalLoginButtons,
  initialMode,
  LoginModes,
  PasswordLoginForm,
  withBotCheck,
} from '@vs/ui/login';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { oidcLogin, sendOidcLoginCode } from '../../api/oidc-login-api';
import { useClientName } from '../../components/client-name';
import { useLeave } from '../../components/leave';
import { oidcPaths } from '../../paths';

/**
 * /oidc/login: the login inside an authorization (spec 000 §2 "OIDC"), password or e-mailed code as
 * the store offers, with /login's forms. POST /oidc/login is the site's login service (throttles,
 * history, second factor): it answers the second factor's page, or the provider once the member is in.
 */
export default function OidcLoginPage() {
  const data = useScreenData('/oidc/login');
  const [params] = useSearchParams();
  const { t } = useTranslation(['oidc', 'auth']);
  const client = useClientName(data.clientInfo);
  const leave = useLeave();
  const { isApp } = useBrowserInfo();
  const modes = enabledModes({ isEnabledPassword: true, isEnabledAuthCode: data.isEnabledAuthCode });
  const [mode, setMode] = useState<LoginType>(() => initialMode(params.get('loginType'), data.defaultLoginType, modes));

  return (
    <FormPage title={t('oidc:title.login', { client })}>
      <p css={leadCss}>{t('oidc:login.lead', { client })}</p>
      <PageAlert>{externalLoginFailedIn(params) ? t('auth:errors.LOGIN_FAILED') : null}</PageAlert>
      <LoginModes modes={modes} mode={mode} onChange={setMode}>
        {mode === 'authCode' ? (
          <CodeRequestForm
            submit={async ({ email }) => {
              const next = await sendOidcLoginCode(await withBotCheck({ email }, data.botCheck));
              leave(next ?? oidcPaths.loginCode);
            }}
          />
        ) : (
          <PasswordLoginForm
            isEnabledUserId={data.isEnabledUserId}
            submit={async ({ emailUserId, password }) => {
              const body = { emailUserId, password, loginMethod: 'Password' as const };
              const next = await oidcLogin(await withBotCheck(body, data.botCheck));
              if (next) leave(next);
            }}
          />
        )}
      </LoginModes>
      {/* Spec 000 §6: the app's embedded browser offers neither external login nor sign-up. */}
      {isApp ? null : (
        <>
          {/* Back through the interaction's entry, which hands the fresh login to the provider. */}
          <ExternalLoginButtons identifiers={data.userIdentifierList} returnTo={oidcPaths.loginInteraction} />
          <p css={noteCss}>
            {t('auth:login.noAccount')} <Link to={oidcPaths.signup}>{t('auth:login.register')}</Link>
          </p>
        </>
      )}
    </FormPage>
  );
}
