import { useScreenData } from '@vs/mf';
import { FormPage, leadCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppLogo, useAppName, useLinkedAt } from '../../components/connected-app';
import { connectionPath } from '../../paths';

/**
 * /mypage/connections (spec 000 §2 "Connections"): the applications the member let sign in with this
 * account, each with its logo, name and link date, leading to its detail page; or the empty-state text.
 */
export default function ConnectionsPage() {
  const data = useScreenData('/mypage/connections');
  const { t } = useTranslation('mypage');
  const appName = useAppName();
  const linkedAt = useLinkedAt();
  return (
    <FormPage title={t('connections.title')}>
      <p css={leadCss}>{t('connections.lead')}</p>
      {data.grants.length === 0 ? (
        <p css={leadCss}>{t('connections.empty')}</p>
      ) : (
        <ul
          aria-label={t('connections.listLabel')}
          css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(3) })}
        >
          {data.grants.map((grant) => (
            <li key={grant.clientId}>
              <Link
                to={connectionPath(grant.clientId)}
                css={(theme) => ({
                  display: 'grid',
                  gridTemplateColumns: '48px 1fr',
                  gap: theme.space(3),
                  alignItems: 'center',
                  padding: theme.space(3),
                  border: `1px solid ${theme.colors.border}`,
                  borderRadius: theme.radius,
                  color: 'inherit',
                  textDecoration: 'none',
                })}
              >
                <AppLogo grant={grant} size={48} />
                <span css={{ display: 'grid', gap: 4 }}>
                  <span css={(theme) => ({ fontWeight: 700, color: theme.colors.accentText })}>{appName(grant)}</span>
                  <span>{linkedAt(grant)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </FormPage>
  );
}
