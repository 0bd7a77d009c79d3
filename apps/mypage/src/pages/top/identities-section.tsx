import type { UserIdentifierState } from '@vs/contract';
import { Button, buttonCss } from '@vs/ui';
import { leadCss, PageAlert, useFailureText, useFollow } from '@vs/ui/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unlinkIdentity } from '../../api/external-identity-api';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { identityFailures } from './identity-failures';
import { linkHref } from './link-href';
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

/**
 * The external identities the store offers and each one's state for this member (spec 000 §2 "My Page
 * top"): one not linked is linked through the provider (a whole-page trip the server starts); a linked
 * one is unlinked after a confirmation, except the one this session logged in with (spec 000 §6; the
 * server also refuses the last way in of a member without a password, and the page says so).
 */
export function IdentitiesSection({ identities }: { readonly identities: readonly UserIdentifierState[] }) {
  const { t } = useTranslation('account');
  const follow = useFollow();
  const failureText = useFailureText(identityFailures);
  const [asking, setAsking] = useState<UserIdentifierState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A second click can land before React re-renders the disabled button: the ref sees it at once.
  const running = useRef(false);

  const unlink = async (identity: UserIdentifierState) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const next = await unlinkIdentity(identity.userIdentifierType);
      if (next) follow(next);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setAsking(null);
      setBusy(false);
      running.current = false;
    }
  };

  return (
    <TopSection title={t('top.identities.heading')}>
      <ul css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(3) })}>
        {identities.map((identity) => {
          const name = identity.userIdentifierName;
          return (
            <li
              key={identity.userIdentifierType}
              data-testid={`identity-${identity.userIdentifierType}`}
              css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) })}
            >
              <span css={{ fontWeight: 700 }}>{name}</span>
              <IdentityBadge identity={identity} />
              <span css={{ marginInlineStart: 'auto' }}>
                {!identity.isLinked ? (
                  <a
                    href={linkHref(identity.userIdentifierType)}
                    aria-label={t('top.identities.linkLabel', { name })}
                    css={(theme) => buttonCss(theme, 'secondary', false)}
                  >
                    {t('top.identities.link')}
                  </a>
                ) : identity.isLogin ? null : (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t('top.identities.unlinkLabel', { name })}
                    onClick={() => setAsking(identity)}
                  >
                    {t('top.identities.unlink')}
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <PageAlert>{failure}</PageAlert>
      <ConfirmDialog
        open={asking !== null}
        title={t('top.identities.confirmTitle', { name: asking?.userIdentifierName ?? '' })}
        confirmLabel={t('top.identities.confirm')}
        busy={busy}
        onConfirm={() => asking && void unlink(asking)}
        onCancel={() => setAsking(null)}
      >
        <p css={leadCss}>{t('top.identities.confirmBody', { name: asking?.userIdentifierName ?? '' })}</p>
      </ConfirmDialog>
    </TopSection>
  );
}
