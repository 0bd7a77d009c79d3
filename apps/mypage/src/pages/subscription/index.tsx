import type { SubscriptionDetail } from '@vs/contract';
import { useScreenData } from '@vs/mf';
import { Button, ButtonLink } from '@vs/ui';
import { actionsCss, FormPage, leadCss, noteCss, PageAlert, useFailureText } from '@vs/ui/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { retrySettlement, undoCancel } from '../../api/subscription-api';
import { SubscriptionBadge } from '../../components/subscription-badge';
import { dayText } from '../../components/subscription-card';
import { subscriptionFailures } from '../../components/subscription-failures';
import { SubscriptionFacts } from '../../components/subscription-facts';
import { subscriptionPaths } from '../../paths';

/** The plan's description as text: the stored markup is never rendered here. */
const textOf = (markup: string): string =>
  (new DOMParser().parseFromString(markup, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();

const noticeCss = { margin: 0, fontWeight: 700 } as const;

/**
 * /mypage/subscription/{id}: the contract (spec 000 §3) and what the member may do with it now (§4):
 * change the payment method or cancel; while a cancellation is scheduled, take it back until the day
 * before billing; on hold, retry the payment. The server decides each; this page shows the answer.
 */
export default function SubscriptionPage() {
  const data = useScreenData('/mypage/subscription/:subscriptionId');
  const { t } = useTranslation('subscription');
  const failureText = useFailureText(subscriptionFailures);
  // What a call answered, for the contract the loader gave (another contract's page starts afresh).
  const [answered, setAnswered] = useState<{ of: SubscriptionDetail; now: SubscriptionDetail } | null>(null);
  const s = answered?.of === data.subscription ? answered.now : data.subscription;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const description = useMemo(() => textOf(s.planDescription), [s.planDescription]);

  const act = async (action: (id: string) => Promise<SubscriptionDetail | null>, doneText: string) => {
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      const next = await action(s.subscriptionId);
      if (next) setAnswered({ of: data.subscription, now: next });
      setDone(doneText);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const live = s.planType === 'subscription' && ['contracted', 'trial', 'onHold'].includes(s.badge);
  return (
    <FormPage title={t('detail.title')}>
      <div css={{ display: 'grid', gap: '0.5rem' }}>
        <h2 css={{ fontSize: '1.25rem', margin: 0, overflowWrap: 'anywhere' }}>{s.planName}</h2>
        <SubscriptionBadge badge={s.badge} endDate={s.endDate} />
        {description ? <p css={leadCss}>{description}</p> : null}
      </div>
      <p role="status" css={noticeCss}>
        {done}
      </p>
      <PageAlert>{failure}</PageAlert>
      {s.isRenewing ? <p css={noticeCss}>{t('detail.renewingNotice')}</p> : null}
      {s.isCardExpired ? <p css={noticeCss}>{t('card.cardExpired')}</p> : null}
      {s.badge === 'cancelScheduled' && s.endDate ? (
        <p css={leadCss}>{t('detail.cancelScheduledNotice', { date: dayText(s.endDate) })}</p>
      ) : null}
      <SubscriptionFacts subscription={s} />
      {s.badge === 'onHold' ? (
        <div css={{ display: 'grid', gap: '0.5rem' }}>
          <p css={noticeCss}>{t('detail.holdMessage')}</p>
          {s.isRetryInProgress ? (
            <p css={leadCss}>{t('detail.retryInProgress')}</p>
          ) : (
            <>
              {s.retryAvailableFrom ? (
                <p css={noteCss}>{t('detail.retryFrom', { date: dayText(s.retryAvailableFrom) })}</p>
              ) : null}
              <div css={actionsCss}>
                <Button type="button" loading={busy} onClick={() => void act(retrySettlement, t('detail.retried'))}>
                  {t('detail.retry')}
                </Button>
              </div>
            </>
          )}
        </div>
      ) : null}
      {s.badge === 'cancelScheduled' ? (
        <div css={{ display: 'grid', gap: '0.5rem' }}>
          {s.canUndoCancel ? (
            <>
              <p css={noteCss}>{t('detail.continueLead')}</p>
              <div css={actionsCss}>
                <Button type="button" loading={busy} onClick={() => void act(undoCancel, t('detail.undone'))}>
                  {t('detail.undo')}
                </Button>
              </div>
            </>
          ) : (
            <p css={noteCss}>{s.isRenewing ? t('detail.undoClosed') : t('detail.undoNeedsMethod')}</p>
          )}
        </div>
      ) : null}
      {live && !s.isRenewing ? (
        <div css={actionsCss}>
          <ButtonLink to={subscriptionPaths.paymentMethod(s.subscriptionId)} variant="secondary">
            {t('detail.changePaymentMethod')}
          </ButtonLink>
          <ButtonLink to={subscriptionPaths.cancel(s.subscriptionId)} variant="secondary">
            {t('detail.cancel')}
          </ButtonLink>
        </div>
      ) : null}
      <p css={{ margin: 0 }}>
        <Link to={subscriptionPaths.list}>{t('detail.backToPlans')}</Link>
      </p>
    </FormPage>
  );
}
