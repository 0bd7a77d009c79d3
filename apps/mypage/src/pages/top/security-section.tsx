import type { MypageTopScreenData } from '@vs/contract';
import { formatJstDate, useLanguage } from '@vs/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mypagePaths } from '../../paths';
import { SettingRow, SettingRows } from './setting-rows';
import { TopSection } from './top-section';

function passwordState(data: MypageTopScreenData, t: (key: string, values?: Record<string, string>) => string): string {
  if (!data.isEnabledPassword) return t('top.security.passwordNotSet');
  return data.passwordUpdatedAt
    ? t('top.security.passwordUpdatedAt', { dateTime: formatJstDate(data.passwordUpdatedAt, 'passwordUpdated') })
    : t('top.security.passwordEnabled');
}

/**
 * Password (last change in JST; a member without one is offered to set one, spec 000 §2), the
 * multi-factor types that are on, the login history, and the logged-in browsers.
 */
export function SecuritySection({ data }: { readonly data: MypageTopScreenData }) {
  const { t } = useTranslation(['account', 'mypage']);
  const { language } = useLanguage();
  const factors = new Intl.ListFormat(language, { style: 'short', type: 'conjunction' }).format(
    data.multiFactorTypes.map((type) => t(`mypage:factor.${type}`)),
  );
  return (
    <TopSection title={t('top.security.heading')}>
      <SettingRows>
        <SettingRow
          label={t('top.security.password')}
          action={
            data.isEnabledPassword ? (
              <Link to={mypagePaths.passwordEdit}>{t('top.security.passwordChange')}</Link>
            ) : (
              <Link to={mypagePaths.enablePassword}>{t('top.security.passwordSet')}</Link>
            )
          }
        >
          {passwordState(data, t)}
        </SettingRow>
        <SettingRow
          label={t('top.security.multiFactor')}
          action={<Link to={mypagePaths.multiFactor}>{t('top.security.multiFactorSettings')}</Link>}
        >
          {factors || t('top.security.multiFactorOff')}
        </SettingRow>
        <SettingRow
          label={t('top.security.loginHistory')}
          action={<Link to={mypagePaths.loginHistory}>{t('top.security.loginHistoryLink')}</Link>}
        >
          {t('top.security.loginHistoryNote')}
        </SettingRow>
        <SettingRow
          label={t('top.security.sessions')}
          action={<Link to={mypagePaths.sessions}>{t('top.security.sessionsLink')}</Link>}
        >
          {t('top.security.sessionsNote')}
        </SettingRow>
      </SettingRows>
    </TopSection>
  );
}
