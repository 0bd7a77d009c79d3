import { LOGOUT_REDIRECT_SECONDS } from '@vs/contract';
import { isLogoutNavigation } from '@vs/routes';
import { siteStore } from '@vs/theming';
import { Button, useCountdown } from '@vs/ui';
import { FormPage, leadCss, noteCss, PageAlert } from '@vs/ui/form';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { logout } from '../../api/auth-api';
import { topPath } from '../../paths';

type LogoutState = 'confirm' | 'pending' | 'done' | 'failed';

/**
 * /logout: ends the session on the server, says so, and goes to the top after 10 seconds. It logs
 * out at once only when our own Logout link brought the member here; any other way in (a link on
 * another site, a typed address) shows a button instead, so no other site can log a member out.
 */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const fromOurLink = isLogoutNavigation(useLocation().state);
  const [state, setState] = useState<LogoutState>(fromOurLink ? 'pending' : 'confirm');
  const countdown = useCountdown(fromOurLink ? LOGOUT_REDIRECT_SECONDS : 0);
  const controller = useRef<AbortController | null>(null);

  const logOut = useCallback(() => {
    const signal = (controller.current = new AbortController()).signal;
    logout(signal).then(
      () => {
        // The header and menus read the shared site store: the member is gone.
        siteStore.setState({ authId: null });
        setState('done');
      },
      () => {
        if (!signal.aborted) setState('failed');
      },
    );
  }, []);

  useEffect(() => {
    if (fromOurLink) logOut();
    return () => controller.current?.abort();
  }, [fromOurLink, logOut]);

  useEffect(() => {
    if (state !== 'confirm' && countdown.remaining === 0) void navigate(topPath);
  }, [state, countdown.remaining, navigate]);

  if (state === 'confirm') {
    return (
      <FormPage title={t('title.logout')}>
        <p css={leadCss}>{t('logout.confirmLead')}</p>
        <Button
          onClick={() => {
            setState('pending');
            countdown.restart(LOGOUT_REDIRECT_SECONDS);
            logOut();
          }}
        >
          {t('logout.confirm')}
        </Button>
        <p css={leadCss}>
          <Link to={topPath}>{t('logout.toTop')}</Link>
        </p>
      </FormPage>
    );
  }
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
