import { onFlowError } from '@vs/api-client';
import { Button, Dialog } from '@vs/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentNavigation } from './document-navigation';
import { classifyRedirect } from './redirect-target';

/** A purchase restarts at its plan page (or the sign-up plans step): spec 001 §8 words that one for purchases. */
const isPurchaseRestart = (target: string | null): boolean =>
  target !== null && (/^\/plans(\/|$)/.test(target) || target.startsWith('/signup/plans'));

/**
 * Spec 001 §8 "Flow error modal": a call answered with a flowError and redirectTo opens this modal;
 * its one button restarts the flow at the redirect URL with a full load (the flow's state is gone).
 * It cannot be dismissed: the page behind it can no longer complete.
 */
export function RestartFlowModal() {
  const { t } = useTranslation('common', { useSuspense: false });
  const [target, setTarget] = useState<string | null>(null);

  // The client announces the ApiError; its redirectTo is where the flow starts again.
  useEffect(() => onFlowError((error) => setTarget(error.redirectTo ?? '/')), []);

  const restart = () => {
    if (target === null) return;
    const classified = classifyRedirect(target, window.location.origin);
    documentNavigation.assign(
      classified.kind === 'internal' ? classified.path : classified.kind === 'external' ? classified.url : '/',
    );
  };

  return (
    <Dialog
      open={target !== null}
      role="alertdialog"
      title={t('restartFlow.title')}
      actions={<Button onClick={restart}>{t('restartFlow.action')}</Button>}
    >
      <p>{t(isPurchaseRestart(target) ? 'restartFlow.purchaseBody' : 'restartFlow.body')}</p>
    </Dialog>
  );
}
