import type { SubscriptionDetail } from '@vs/contract';
import { formatJpy, useLanguage } from '@vs/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayText } from './subscription-card';
import { renewalKey } from './subscription-renewal';

const listCss = { margin: 0, display: 'grid', gap: '0.75rem' } as const;

function Row({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div css={{ display: 'grid', gap: '0.25rem' }}>
      <dt css={{ fontWeight: 700 }}>{term}</dt>
      <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/** The paying method in words: 'Visa（下4桁 4242）', or its type. */
export function useSubscriptionMethodLabel(): (method: SubscriptionDetail['accountPaymentMethod']) => string {
  const { t } = useTranslation(['subscription', 'payment']);
  return (method) => {
    if (!method) return t('detail.noPaymentMethod');
    return method.credit
      ? t('detail.card', {
          brand: t(`payment:brands.${method.credit.cardbrandCode}`),
          last4: method.credit.cardNumberSuffix,
        })
      : t(`payment:types.${method.paymentMethodType}`);
  };
}

/**
 * Spec 000 §3 "Subscription" as the detail shows it: price and original price, campaign and its
 * period, renewal, the next settlement day (the end date once a cancellation is scheduled, when the
 * payment method and billing are hidden, spec 000 §4), payment method and first payment day.
 */
export function SubscriptionFacts({ subscription: s }: { readonly subscription: SubscriptionDetail }) {
  const { t } = useTranslation('subscription');
  const { language } = useLanguage();
  const methodLabel = useSubscriptionMethodLabel();
  const renewal = renewalKey(s.renewSpanUnit, s.renewSpan);
  const ending = s.badge === 'cancelScheduled' || s.badge === 'cancelled';
  const period = s.campaignApplicablePeriod;
  return (
    <dl css={listCss}>
      {!ending && s.planType === 'subscription' ? (
        <Row term={t('detail.price')}>{t('detail.priceValue', { price: formatJpy(s.billingAmount, language) })}</Row>
      ) : null}
      {!ending && s.originalPrice !== s.billingAmount ? (
        <Row term={t('detail.originalPrice')}>
          {t('detail.priceValue', { price: formatJpy(s.originalPrice, language) })}
        </Row>
      ) : null}
      {s.campaign ? <Row term={t('detail.campaign')}>{s.campaign.campaignName}</Row> : null}
      {period ? (
        <Row term={t('detail.campaignPeriod')}>
          {period.endDate
            ? t('detail.campaignPeriodValue', { start: dayText(period.startDate), end: dayText(period.endDate) })
            : t('detail.campaignPeriodFrom', { start: dayText(period.startDate) })}
        </Row>
      ) : null}
      {renewal ? <Row term={t('detail.renewal')}>{t(renewal.key, { n: renewal.n })}</Row> : null}
      {s.nextSettlementDay && !ending ? (
        <Row term={t('detail.nextSettlementDay')}>{dayText(s.nextSettlementDay)}</Row>
      ) : null}
      {s.endDate && (ending || s.planType === 'rental') ? (
        <Row term={t('detail.endDate')}>{dayText(s.endDate)}</Row>
      ) : null}
      {!ending && s.planType === 'subscription' ? (
        <Row term={t('detail.paymentMethod')}>{methodLabel(s.accountPaymentMethod)}</Row>
      ) : null}
      {s.firstPaymentDay && !ending ? <Row term={t('detail.firstPaymentDay')}>{dayText(s.firstPaymentDay)}</Row> : null}
    </dl>
  );
}
