import { useScreenData } from '@vs/mf';
import type { ActiveSession } from '@vs/contract';
import { Button } from '@vs/ui';
import { actionsCss, FormPage, leadCss, PageAlert } from '@vs/ui/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { endOtherSessions, endSession } from '../../api/sessions-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice, useNotice } from '../../components/notice';
import { useReload } from '../../hooks/use-reload';
import { mypagePaths } from '../../paths';
import { SessionItem, useSessionLabel } from './session-item';

/** What the member asked to end: one other session or every other one. */
type Target = { readonly kind: 'one'; readonly session: ActiveSession } | { readonly kind: 'others' };

/**
 * /mypage/sessions: the browsers logged in as the member (ASVS 7.5.2). Ending one or all the others
 * asks first, keeps every end button disabled while it runs, and reloads the list after; the page
 * and its calls need a recent login (step-up). This browser's own session ends by logging out.
 */
export default function SessionsPage() {
  const data = useScreenData('/mypage/sessions');
  const { t } = useTranslation('mypage');
  const { t: tCredentials } = useTranslation('credentials');
  const reload = useReload();
  const sessionLabel = useSessionLabel();
  const [target, setTarget] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { notice, show, clear } = useNotice();
  const hasOthers = data.sessions.some((session) => !session.current);

  const end = async (what: Target) => {
    setBusy(true);
    setFailed(false);
    clear();
    try {
      await reload(
        what.kind === 'others' ? await endOtherSessions() : await endSession({ sessionHandle: what.session.handle }),
      );
      show(t(what.kind === 'others' ? 'sessions.endedOthers' : 'sessions.ended'));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  return (
    <FormPage title={t('sessions.title')}>
      <p css={leadCss}>{t('sessions.lead')}</p>
      <Notice message={notice} />
      <PageAlert>{failed ? t('sessions.endFailed') : null}</PageAlert>
      <ul
        aria-label={t('sessions.listLabel')}
        css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(3) })}
      >
        {data.sessions.map((session) => (
          <SessionItem
            key={session.handle}
            session={session}
            busy={busy}
            onEnd={() => setTarget({ kind: 'one', session })}
          />
        ))}
      </ul>
      {hasOthers ? (
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => setTarget({ kind: 'others' })}>
            {t('sessions.endOthers')}
          </Button>
        </div>
      ) : (
        <p css={leadCss}>{t('sessions.noOthers')}</p>
      )}
      <div css={actionsCss}>
        <Link to={mypagePaths.top} css={{ justifySelf: 'center' }}>
          {tCredentials('common.backToMypage')}
        </Link>
      </div>
      <ConfirmDialog
        open={target !== null}
        title={
          target?.kind === 'one'
            ? t('sessions.confirmTitle', { name: sessionLabel(target.session) })
            : t('sessions.confirmOthersTitle')
        }
        confirmLabel={t('sessions.end')}
        busy={busy}
        onConfirm={() => target && void end(target)}
        onCancel={() => setTarget(null)}
      >
        <p css={leadCss}>{t('sessions.confirmBody')}</p>
      </ConfirmDialog>
    </FormPage>
  );
}
