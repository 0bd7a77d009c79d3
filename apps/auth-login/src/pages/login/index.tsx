import { useScreenData } from '@vs/mf';
import type { LoginType } from '@vs/contract';
import { chosenPlanOf, signupFor } from '@vs/routes';
import { useBrowserInfo } from '@vs/theming';
import { FormPage, noteCss, PageAlert } from '@vs/ui/form';
import { enabledModes, externalLoginFailedIn, ExternalLoginButtons, initialMode, LoginModes } from '@vs/ui/login';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CodeForm } from './code-form';
import { PasswordForm } from './password-form';

/**
 * /login: password or e-mailed-code mode (spec 000 §2 "Login page", §4 "Login"). The mode starts
 * from `?loginType=` or the store's default; switching is local state, since rewriting the query
 * would reload the screen data on every switch.
 */
export default function LoginPage() {
  const data = useScreenData('/login');
  const [params] = useSearchParams();
  const { t } = useTranslation('auth');
  const { isApp } = useBrowserInfo();
  const modes = enabledModes(data);
  const [mode, setMode] = useState<LoginType>(() => initialMode(params.get('loginType'), data.defaultLoginType, modes));
  const botCheck = data.isRecaptchaEnabled ? data.botCheck : null;

  return (
    <FormPage title={t('title.login')}>
      {data.isStepUp ? <p css={noteCss}>{t('login.stepUp')}</p> : null}
      <PageAlert>{externalLoginFailedIn(params) ? t('errors.LOGIN_FAILED') : null}</PageAlert>
      <LoginModes modes={modes} mode={mode} onChange={setMode}>
        {mode === 'authCode' ? (
          <CodeForm data={data} botCheck={botCheck} />
        ) : (
          <PasswordForm data={data} botCheck={botCheck} />
        )}
      </LoginModes>
      {/* Spec 000 §6: the app's embedded browser shows neither external login nor sign-up. */}
      {isApp ? null : (
        <>
          <ExternalLoginButtons identifiers={data.userIdentifierList} returnTo={data.returnTo} />
          <p css={noteCss}>
            {t('login.noAccount')} {/* A login that a plan's buy button started carries that plan into sign-up. */}
            <Link to={signupFor(chosenPlanOf(params.get('redirect')))}>{t('login.register')}</Link>
          </p>
        </>
      )}
    </FormPage>
  );
}
