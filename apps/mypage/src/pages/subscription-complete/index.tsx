import { useScreenData } from '@vs/mf';
import { ButtonLink } from '@vs/ui';
import { actionsCss, FormPage, leadCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { dayText } from '../../components/subscription-card';
import { useSubscriptionMethodLabel } from '../../components/subscription-facts';
import { subscriptionPaths } from '../../paths';

/**
 * The two completion pages of a contract: …/cancel/complete (until when it stays usable) and
 * …/payment-method/complete (the method now charged), each with the way back to the contract.
 */
export default function SubscriptionCompletePage() {
  const { t } = useTranslation('subscription');
  const cancelled = useLocation().pathname.endsWith('/cancel/complete');
  const data = useScreenData(
    cancelled
      ? '/mypage/subscription/:subscriptionId/cancel/complete'
      : '/mypage/subscription/:subscriptionId/payment-method/complete',
  );
  const methodLabel = useSubscriptionMethodLabel();
  const lead = cancelled
    ? data.endDate
      ? t('complete.cancel.lead', { plan: data.planName, date: dayText(data.endDate) })
      : t('complete.cancel.leadNoDate', { plan: data.planName })
    : t('complete.paymentMethod.lead', { plan: data.planName, method: methodLabel(data.accountPaymentMethod) });
  return (
    <FormPage title={t(cancelled ? 'complete.cancel.title' : 'complete.paymentMethod.title')}>
      <p css={leadCss}>{lead}</p>
      <div css={actionsCss}>
        <ButtonLink to={subscriptionPaths.detail(data.subscriptionId)}>{t('complete.backToDetail')}</ButtonLink>
        <ButtonLink to={subscriptionPaths.list} variant="secondary">
          {t('complete.backToPlans')}
        </ButtonLink>
      </div>
    </FormPage>
  );
}
