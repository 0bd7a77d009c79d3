import type { ActiveSession } from '@vs/contract';
import { formatJstDate, useLanguage } from '@vs/i18n';
import { Button } from '@vs/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserCard } from '../../components/browser-card';
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
    <BrowserCard
      name={name}
      currentBadge={session.current ? t('sessions.thisBrowser') : null}
      notes={[
        place,
        t('sessions.loggedInAt', { date: formatJstDate(session.createdAt, 'passwordUpdated') }),
        t('sessions.lastSeenAt', { date: formatJstDate(session.lastSeenAt, 'passwordUpdated') }),
        ...(session.current ? [t('sessions.thisBrowserNote')] : []),
      ]}
      action={
        session.current ? null : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={onEnd}
            aria-label={t('sessions.endNamed', { name: label })}
          >
            {t('sessions.end')}
          </Button>
        )
      }
    />
  );
}
