import type { UserIdentifierState } from '@vs/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge';
import { TopSection } from './top-section';

function IdentityBadge({ identity }: { readonly identity: UserIdentifierState }) {
  const { t } = useTranslation('account');
  if (identity.isLogin) return <Badge tone="accent">{t('top.identities.loggingIn')}</Badge>;
  return identity.isLinked ? (
    <Badge tone="success">{t('top.identities.linked')}</Badge>
  ) : (
    <Badge tone="muted">{t('top.identities.notLinked')}</Badge>
  );
}

/** The external identities the store offers and each one's state for this member (linking comes later). */
export function IdentitiesSection({ identities }: { readonly identities: readonly UserIdentifierState[] }) {
  const { t } = useTranslation('account');
  return (
    <TopSection title={t('top.identities.heading')}>
      <ul css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(3) })}>
        {identities.map((identity) => (
          <li
            key={identity.userIdentifierType}
            css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) })}
          >
            <span css={{ fontWeight: 700 }}>{identity.userIdentifierName}</span>
            <IdentityBadge identity={identity} />
          </li>
        ))}
      </ul>
    </TopSection>
  );
}
