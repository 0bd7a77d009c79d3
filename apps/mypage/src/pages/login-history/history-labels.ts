import type { LoginHistoryEntry } from '@vs/contract';
import { formatJstDate, useLanguage } from '@vs/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceName } from '../../components/device-name';

/** One history row as the member reads it: every column in words, never the server's codes. */
export interface HistoryRow {
  readonly key: string;
  readonly createdAt: string;
  /** YYYY/MM/DD HH:mm:ss in Japan time, whatever the browser's zone. */
  readonly dateTime: string;
  readonly succeeded: boolean;
  readonly result: string;
  readonly loginMethod: string;
  readonly multiFactor: string;
  readonly device: string;
  readonly browser: string;
  readonly country: string;
  readonly ip: string;
}

/** Turns entries into rows in the page's language; country names come from the browser's CLDR data. */
export function useHistoryRows(entries: readonly LoginHistoryEntry[]): readonly HistoryRow[] {
  const { t } = useTranslation('mypage');
  const { language } = useLanguage();
  const deviceName = useDeviceName();
  return useMemo(() => {
    const countries = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    const none = t('history.none');
    return entries.map((entry, index) => {
      const succeeded = entry.result === 'success';
      return {
        key: `${entry.createdAt}-${index}`,
        createdAt: entry.createdAt,
        dateTime: formatJstDate(entry.createdAt, 'history'),
        succeeded,
        result: t(succeeded ? 'history.success' : 'history.failure'),
        loginMethod: t(`history.loginMethod.${entry.loginMethod}`),
        multiFactor: entry.multiFactorType ? t(`factor.${entry.multiFactorType}`) : none,
        device: deviceName(entry.deviceInfo),
        browser: entry.browserInfo ?? none,
        country: entry.country ? (countries.of(entry.country) ?? entry.country) : none,
        ip: entry.ip,
      };
    });
  }, [entries, language, t, deviceName]);
}

/** The columns in display order (spec 000 §2 "Login history"), the date-time first. */
export const historyColumns = [
  'dateTime',
  'result',
  'loginMethod',
  'multiFactor',
  'device',
  'browser',
  'country',
  'ip',
] as const;
export type HistoryColumn = (typeof historyColumns)[number];
