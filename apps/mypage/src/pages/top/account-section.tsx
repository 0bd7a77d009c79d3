import type { MypageTopScreenData } from '@vs/contract';
import { formatJstDate } from '@vs/i18n';
import { noteCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mypagePaths } from '../../paths';
import { SettingRow, SettingRows } from './setting-rows';
import { TopSection } from './top-section';

const avatarCss = { width: 64, height: 64, borderRadius: '50%' } as const;

function ProfileImage({ url }: { readonly url: string | null }) {
  const { t } = useTranslation('account');
  if (url)
    return (
      <img
        src={url}
        alt={t('top.account.profileImageAlt')}
        width={64}
        height={64}
        css={{ ...avatarCss, objectFit: 'cover' }}
      />
    );
  return (
    <span css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <span
        aria-hidden="true"
        css={(theme) => ({
          ...avatarCss,
          display: 'inline-block',
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
        })}
      />
      {t('top.account.notSet')}
    </span>
  );
}

/**
 * Contact e-mail, user ID (when the store uses them), registration info and profile image (when
 * enabled). Changing the user ID needs a password (spec 000 §6), so without one its link leads to
 * setting a password first.
 */
export function AccountSection({ data }: { readonly data: MypageTopScreenData }) {
  const { t } = useTranslation('account');
  return (
    <TopSection title={t('top.account.heading')}>
      <SettingRows>
        <SettingRow
          label={t('top.account.email')}
          action={<Link to={mypagePaths.emailEdit}>{t('top.account.emailChange')}</Link>}
        >
          {data.contactEmail}
        </SettingRow>
        {data.isEnabledUserId ? (
          <SettingRow
            label={t('top.account.userId')}
            action={
              <Link to={data.isEnabledPassword ? mypagePaths.userIdEdit : mypagePaths.enablePassword}>
                {t('top.account.userIdChange')}
              </Link>
            }
          >
            <span>{data.userId ?? t('top.account.notSet')}</span>
            {data.isEnabledPassword ? null : <span css={noteCss}>{t('top.account.userIdNeedsPassword')}</span>}
          </SettingRow>
        ) : null}
        <SettingRow
          label={t('top.account.registration')}
          action={<Link to={mypagePaths.profileEdit}>{t('top.account.registrationEdit')}</Link>}
        >
          <span>{data.displayName}</span>
          <span css={noteCss}>{t('top.account.registeredAt', { date: formatJstDate(data.registeredAt, 'date') })}</span>
        </SettingRow>
        {data.isProfileImageEnabled ? (
          <SettingRow
            label={t('top.account.profileImage')}
            action={<Link to={mypagePaths.profileImage}>{t('top.account.profileImageChange')}</Link>}
          >
            <ProfileImage url={data.profileImageUrl} />
          </SettingRow>
        ) : null}
      </SettingRows>
    </TopSection>
  );
}
