import { onFlowError } from '@vs/api-client';
import { Button, Dialog } from '@vs/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentNavigation } from './document-navigation';
import { classifyRedirect } from './redirect-target';

/** A purchase restarts at its plan page (or the sign-up plans step): spec 001 §8 words that one for purchases. */
const isPurchaseRestart = (target: string): boolean =>
  /^\/plans(\/|$)/.test(target) || target.startsWith('/signup/plans');

type RestartKind = 'flow' | 'purchase' | 'stepUp' | 'timeout';

/**
 * What the modal says: a step-up (docs/security.md) asks for the login; spec 001 §8 words a purchase's
 * restart and names the sign-up's timeout.
 */
function restartKindOf(code: string, target: string): RestartKind {
  if (code === 'STEP_UP_REQUIRED') return 'stepUp';
  if (code === 'SIGNUP_TIMEOUT') return 'timeout';
  return isPurchaseRestart(target) ? 'purchase' : 'flow';
}

const wordingOf: Record<RestartKind, { title: string; body: string; action: string }> = {
  flow: { title: 'restartFlow.title', body: 'restartFlow.body', action: 'restartFlow.action' },
  purchase: { title: 'restartFlow.title', body: 'restartFlow.purchaseBody', action: 'restartFlow.action' },
  // Only sign-up answers SIGNUP_TIMEOUT, so its pages have the signup namespace loaded.
  timeout: { title: 'restartFlow.title', body: 'signup:errors.timeout', action: 'restartFlow.action' },
  stepUp: { title: 'restartFlow.stepUpTitle', body: 'restartFlow.stepUpBody', action: 'restartFlow.stepUpAction' },
};

/**
 * Spec 001 §8 "Flow error modal": a call answered with a flowError and redirectTo opens this modal;
 * its one button restarts the flow at the redirect URL with a full load (the flow's state is gone).
 * It cannot be dismissed: the page behind it can no longer complete.
 */
export function RestartFlowModal() {
  const { t } = useTranslation('common', { useSuspense: false });
  const [restart, setRestart] = useState<{ target: string; kind: RestartKind } | null>(null);

  // The client announces the ApiError; its redirectTo is where the flow starts again.
  useEffect(
    () =>
      onFlowError((error) => {
        const target = error.redirectTo ?? '/';
        setRestart({ target, kind: restartKindOf(error.code, target) });
      }),
    [],
  );

  const go = () => {
    if (restart === null) return;
    const { target } = restart;
    const classified = classifyRedirect(target, window.location.origin);
    documentNavigation.assign(
      classified.kind === 'internal' ? classified.path : classified.kind === 'external' ? classified.url : '/',
    );
  };

  const wording = wordingOf[restart?.kind ?? 'flow'];
  return (
    <Dialog
      open={restart !== null}
      role="alertdialog"
      title={t(wording.title)}
      actions={<Button onClick={go}>{t(wording.action)}</Button>}
    >
      <p>{t(wording.body)}</p>
    </Dialog>
  );
}
