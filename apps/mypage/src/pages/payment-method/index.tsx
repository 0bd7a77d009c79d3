import type { AccountPaymentMethod } from '@vs/contract';
import { useScreenData } from '@vs/mf';
import { FormPage, leadCss, PageAlert, useFailureText, useFollow } from '@vs/ui/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { deletePaymentMethod, finishCardChallenge, finishLink } from '../../api/payment-method-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { paymentPaths } from '../../paths';
import { AddPaymentMethod } from './add-form';
import { MethodList, useMethodLabel } from './method-list';
import { paymentFailures } from './payment-failures';

const headingCss = { fontSize: '1.125rem', margin: '1.5rem 0 0.75rem' };

/**
 * /mypage/payment-method: the saved methods (delete with confirmation), and adding one. Back from
 * the provider's 3-D Secure page the address carries `challengeId` (from a carrier's, PayPay's or
 * PayPal's confirmation, `linkId`): the page asks the server to finish the registration, which reads
 * the outcome from the provider (spec 001 §8 "3-D Secure failed", "link failed").
 */
export default function PaymentMethodPage() {
  const data = useScreenData('/mypage/payment-method');
  const { t } = useTranslation('payment');
  const follow = useFollow();
  const failureText = useFailureText(paymentFailures);
  const label = useMethodLabel();
  const query = new URLSearchParams(useLocation().search);
  const challengeId = query.get('challengeId');
  const linkId = query.get('linkId');
  const [finishing, setFinishing] = useState(challengeId !== null || linkId !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const [target, setTarget] = useState<AccountPaymentMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    if ((!challengeId && !linkId) || asked.current) return;
    asked.current = true;
    (challengeId ? finishCardChallenge(challengeId) : finishLink(linkId ?? ''))
      .then((next) => follow(next ?? paymentPaths.complete))
      .catch((error: unknown) => {
        setFailure(failureText(error));
        setFinishing(false);
      });
  }, [challengeId, linkId, follow, failureText]);

  const remove = async (method: AccountPaymentMethod) => {
    setBusy(true);
    setFailure(null);
    try {
      follow((await deletePaymentMethod(method.accountPaymentMethodId)) ?? paymentPaths.deleteComplete);
    } catch (error) {
      setFailure(failureText(error) ?? t('errors.deleteFailed'));
      setBusy(false);
      setTarget(null);
    }
  };

  return (
    <FormPage title={t('title')}>
      {finishing ? (
        <p role="status" css={leadCss}>
          {t('add.challengeFinishing')}
        </p>
      ) : null}
      <PageAlert>{failure}</PageAlert>
      <h2 id="payment-method-list-heading" css={headingCss}>
        {t('list.heading')}
      </h2>
      <MethodList methods={data.paymentMethods} busy={busy} onDelete={setTarget} />
      <h2 id="payment-method-add-heading" css={headingCss}>
        {t('add.heading')}
      </h2>
      <AddPaymentMethod data={data} />
      <ConfirmDialog
        open={target !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        busy={busy}
        onConfirm={() => target && void remove(target)}
        onCancel={() => setTarget(null)}
      >
        <p css={leadCss}>{target ? t('delete.body', { method: label(target) }) : null}</p>
      </ConfirmDialog>
    </FormPage>
  );
}
