import type { ActiveSession } from '@vs/contract';
import { formatJstDate, useLanguage } from '@vs/i18n';
import { Button, Card } from '@vs/ui';
import { noteCss } from '@vs/ui/form';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceName } from '../../components/device-name';

/** 'iPhone (Mobile Safari)': the browser as the list names it. */
function useSessionName(): (session: ActiveSession) => string {
  const { t } = useTranslation('mypage');
  const deviceName = useDeviceName();
  return useCallback(
    (session) =>
      t('sessions.name', {
        device: deviceName(session.deviceInfo),
        browser: session.browserInfo ?? t('sessions.unknownBrowser'),
      }),
    [t, deviceName],
  );
}

/**
 * 'iPhone (Mobile Safari), Japan, IP address 203.0.113.7': the name of a session's end button and of
 * its confirmation; two browsers of the same kind differ by their place.
 */
export function useSessionLabel(): (session: ActiveSession) => string {
  const { t } = useTranslation('mypage');
  const name = useSessionName();
  const place = usePlace();
  return useCallback(
    (session) => t('sessions.nameAt', { name: name(session), place: place(session) }),
    [t, name, place],
  );
}

/** Where the login came from, as the login history shows it: the country's name and the address. */
function usePlace(): (session: ActiveSession) => string {
  const { t } = useTranslation('mypage');
  const { language } = useLanguage();
  return useCallback(
    (session) => {
      if (!session.ip) return t('sessions.unknownPlace');
      if (!session.country) return t('sessions.ipOnly', { ip: session.ip });
      const countries = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
      return t('sessions.place', { country: countries.of(session.country) ?? session.country, ip: session.ip });
    },
    [t, language],
  );
}

export interface SessionItemProps {
  readonly session: ActiveSession;
  readonly busy: boolean;
  readonly onEnd: () => void;
}

/** One logged-in browser: what it is, where from, since when (JST), its last use; this one says so. */
export function SessionItem({ session, busy, onEnd }: SessionItemProps) {
  const { t } = useTranslation('mypage');
  const name = useSessionName()(session);
  const place = usePlace()(session);
  const label = useSessionLabel()(session);
  return (
    <Card
      as="li"
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.space(3),
      })}
    >
      <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>
        <p css={{ margin: 0, fontWeight: 700 }}>
          {name}
          {session.current ? (
            <span
              css={(theme) => ({
                marginInlineStart: theme.space(2),
                padding: `0 ${theme.space(2)}`,
                borderRadius: theme.radius,
                background: theme.colors.accent,
                color: theme.colors.onAccent,
                fontSize: '0.75rem',
                verticalAlign: 'middle',
              })}
            >
              {t('sessions.thisBrowser')}
            </span>
          ) : null}
        </p>
        <p css={noteCss}>{place}</p>
        <p css={noteCss}>{t('sessions.loggedInAt', { date: formatJstDate(session.createdAt, 'passwordUpdated') })}</p>
        <p css={noteCss}>{t('sessions.lastSeenAt', { date: formatJstDate(session.lastSeenAt, 'passwordUpdated') })}</p>
        {session.current ? <p css={noteCss}>{t('sessions.thisBrowserNote')}</p> : null}
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={onEnd}
          aria-label={t('sessions.endNamed', { name: label })}
        >
          {t('sessions.end')}
        </Button>
      )}
    </Card>
  );
}
