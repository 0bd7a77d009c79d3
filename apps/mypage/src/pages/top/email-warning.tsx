import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mypagePaths } from '../../paths';

/** Spec 000 §2: the warning on My Page while the contact address is unverified, with the way to verify it. */
export function EmailWarning() {
  const { t } = useTranslation('account');
  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: theme.space(2),
        padding: theme.space(4),
        border: `2px solid ${theme.colors.danger}`,
        borderRadius: theme.radius,
      })}
    >
      <p css={(theme) => ({ margin: 0, color: theme.colors.danger, fontWeight: 700 })}>{t('top.emailUnverified')}</p>
      <p css={{ margin: 0 }}>
        <Link to={mypagePaths.emailVerify}>{t('top.emailVerifyLink')}</Link>
      </p>
    </div>
  );
}
