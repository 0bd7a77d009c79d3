import { useScreenData } from '@vs/mf';
import { Button } from '@vs/ui';
import { actionsCss, FormPage, leadCss, PageAlert, useFailureText, useFollow } from '@vs/ui/form';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { revokeGrant } from '../../api/connections-api';
import { AppLogo, useAppName, useLinkedAt } from '../../components/connected-app';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { mypagePaths } from '../../paths';
import { connectionFailures } from './connection-failures';

const listCss = { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 12 } as const;

/**
 * /mypage/connections/client/{clientId} (spec 000 §2 "Connections", §4 "Unlink"): who the application
 * is, what the member let it read, and unlinking after a confirmation. Clicks while the call runs are
 * ignored; a failure is logged, closes the dialog and says so (spec 001 §8); success goes to the list.
 */
export default function ConnectionDetailPage() {
  const { grant } = useScreenData('/mypage/connections/client/:clientId');
  const { t } = useTranslation('mypage');
  const name = useAppName()(grant);
  const linkedAt = useLinkedAt()(grant);
  const follow = useFollow();
  const failureText = useFailureText(connectionFailures);
  const permissionsId = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A second click can land before React re-renders the disabled button: the ref sees it at once.
  const running = useRef(false);

  const unlink = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      follow((await revokeGrant(grant.grantId)) ?? mypagePaths.connections);
    } catch (error) {
      console.error('unlinking the application failed', error);
      setFailure(failureText(error));
      setAsking(false);
      setBusy(false);
      running.current = false;
    }
  };

  return (
    <FormPage title={name}>
      <div
        data-testid="connection-client"
        css={(theme) => ({
          display: 'grid',
          gridTemplateColumns: '64px 1fr',
          gap: theme.space(3),
          alignItems: 'start',
          padding: theme.space(4),
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
        })}
      >
        <AppLogo grant={grant} size={64} />
        <div css={{ display: 'grid', gap: 4 }}>
          {grant.client.provider_name ? (
            <p css={leadCss}>{t('connections.provider', { provider: grant.client.provider_name })}</p>
          ) : null}
          <p css={leadCss}>{linkedAt}</p>
          {grant.client.description ? <p css={leadCss}>{grant.client.description}</p> : null}
        </div>
      </div>
      <section aria-labelledby={permissionsId}>
        <h2 id={permissionsId} css={{ fontSize: '1.125rem', margin: '0 0 0.75rem' }}>
          {t('connections.permissions')}
        </h2>
        {grant.authorizedScopes.length === 0 ? (
          <p css={leadCss}>{t('connections.noPermissions')}</p>
        ) : (
          <ul css={listCss}>
            {grant.authorizedScopes.map((scope) => (
              <li key={scope.scopeName} css={{ display: 'grid', gap: 2 }}>
                <span css={{ fontWeight: 700 }}>{scope.scopeName}</span>
                {scope.scopeDescription ? <span>{scope.scopeDescription}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <PageAlert>{failure}</PageAlert>
      <div css={actionsCss}>
        <Button variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
          {t('connections.unlink')}
        </Button>
        <Link to={mypagePaths.connections} css={{ justifySelf: 'center' }}>
          {t('connections.backToList')}
        </Link>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('connections.confirmTitle', { name })}
        confirmLabel={t('connections.confirm')}
        busy={busy}
        onConfirm={() => void unlink()}
        onCancel={() => setAsking(false)}
      >
        <p css={leadCss}>{t('connections.confirmBody')}</p>
      </ConfirmDialog>
    </FormPage>
  );
}
