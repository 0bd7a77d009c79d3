import { LOGOUT_REDIRECT_SECONDS } from '@vs/contract';
import { siteStore } from '@vs/theming';
import { useCountdown } from '@vs/ui';
import { FormPage, leadCss, noteCss, PageAlert } from '@vs/ui/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { logout } from '../../api/auth-api';
import { topPath } from '../../paths';

/** /logout: ends the session on the server, says so, and goes to the top after 10 seconds. */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [state, setState] = useState<'pending' | 'done' | 'failed'>('pending');
  const countdown = useCountdown(LOGOUT_REDIRECT_SECONDS);

  useEffect(() => {
    const controller = new AbortController();
    logout(controller.signal).then(
      () => {
        // The header and menus read the shared site store: the member is gone.
        siteStore.setState({ authId: null });
        setState('done');
      },
      () => {
        if (!controller.signal.aborted) setState('failed');
      },
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (countdown.remaining === 0) void navigate(topPath);
  }, [countdown.remaining, navigate]);

  return (
    <FormPage title={t('title.logout')}>
      {state === 'failed' ? (
        <PageAlert>{t('logout.failed')}</PageAlert>
      ) : state === 'done' ? (
        <p css={leadCss} role="status">
          {t('logout.done')}
        </p>
      ) : null}
      <p css={noteCss}>{t('logout.redirect', { seconds: countdown.remaining })}</p>
      <p css={leadCss}>
        <Link to={topPath}>{t('logout.toTop')}</Link>
      </p>
    </FormPage>
  );
}
