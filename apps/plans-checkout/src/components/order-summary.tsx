import type { OrderVerify, Plan, SavedPaymentMethod } from '@vs/contract';
import { formatJpy, formatJstDate, useLanguage } from '@vs/i18n';
import { CAMPAIGN_CODE_PAYMENT_METHOD } from '@vs/validation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMethodLabel } from './use-method-label';
import { campaignLine } from '../domain/campaign-display';

export interface OrderSummaryProps {
  readonly plan: Plan;
  readonly order: OrderVerify;
  readonly paymentMethod: string;
  readonly campaignCode: string | null;
  /** The saved method the choice names, when it is one. */
  readonly savedMethod: SavedPaymentMethod | null;
}

const rowCss = { display: 'grid', gap: '0.25rem' } as const;

function Row({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div css={rowCss}>
      <dt css={{ fontWeight: 700 }}>{term}</dt>
      <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/**
 * Spec 000 §3 "Order verify" on the confirm page: billing amount (tax-included, with its tax), first
 * payment day, re-contract, the campaign (spec 000 §9 display), the expiries (the server leaves out
 * any beyond 10 years) and the payment method. Dates in JST.
 */
export function OrderSummary({ plan, order, paymentMethod, campaignCode, savedMethod }: OrderSummaryProps) {
  const { t } = useTranslation('plans');
  const methodLabel = useMethodLabel();
  const { language } = useLanguage();
  const jpy = (amount: number) => formatJpy(amount, language);
  const date = (value: string) => formatJstDate(value, 'date');
  const campaign = campaignLine(order);
  return (
    <dl css={(theme) => ({ margin: 0, display: 'grid', gap: theme.space(4) })}>
      <Row term={t('confirm.plan')}>{plan.planName}</Row>
      <Row term={t('confirm.billingAmount')}>
        <span css={{ fontSize: '1.25rem', fontWeight: 700 }}>{jpy(order.billingAmount)}</span>{' '}
        <span>{t('confirm.taxNote', { rate: order.taxRate, tax: jpy(order.taxAmount) })}</span>
      </Row>
      {order.firstPaymentDay === null ? null : (
        <Row term={t('confirm.firstPaymentDay')}>{date(order.firstPaymentDay)}</Row>
      )}
      <Row term={t('confirm.reContract')}>
        {t(order.isReContract ? 'confirm.reContractYes' : 'confirm.reContractNo')}
      </Row>
      {campaign === null ? null : (
        <Row term={t('confirm.campaign')}>
          {order.campaignName === null ? null : <strong css={{ display: 'block' }}>{order.campaignName}</strong>}
          <span css={{ display: 'block' }}>
            {t(campaign.key, {
              days: campaign.days,
              count: campaign.count,
              price: jpy(campaign.price),
              discounted: campaign.discounted === undefined ? '' : jpy(campaign.discounted),
            })}
          </span>
          {order.campaignEndDate === null ? null : (
            <span css={{ display: 'block' }}>{t('confirm.campaignUntil', { date: date(order.campaignEndDate) })}</span>
          )}
          {order.campaignDescription === null ? null : (
            <span css={{ display: 'block' }}>{order.campaignDescription}</span>
          )}
        </Row>
      )}
      {order.subscriptionExpiration === null ? null : (
        <Row term={t('confirm.subscriptionExpiration')}>{date(order.subscriptionExpiration)}</Row>
      )}
      {order.entitlementExpiration === null ? null : (
        <Row term={t('confirm.entitlementExpiration')}>{date(order.entitlementExpiration)}</Row>
      )}
      <Row term={t('confirm.paymentMethod')}>
        {paymentMethod === CAMPAIGN_CODE_PAYMENT_METHOD
          ? t('confirm.paymentCampaignCode', { code: campaignCode ?? '' })
          : savedMethod
            ? methodLabel(savedMethod)
            : paymentMethod}
      </Row>
    </dl>
  );
}
