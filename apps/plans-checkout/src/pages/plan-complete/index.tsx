import { useScreenData } from '@vs/mf';
import { href } from '@vs/routes';
import { ButtonLink } from '@vs/ui';
import { actionsCss, FormPage, leadCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { plansPath } from '../../paths';

/** /plans/{planId}/complete: the plan's completed message (spec 000 §3 orderCompletedMessage). */
export default function PlanCompletePage() {
  const { plan, orderCompletedMessage } = useScreenData('/plans/:planId/complete');
  const { t } = useTranslation('plans');
  return (
    <FormPage title={t('complete.title')}>
      <p css={leadCss}>{t('complete.lead', { planName: plan.planName })}</p>
      {orderCompletedMessage === null ? null : (
        // Plain text from the store: line breaks kept, never markup.
        <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{orderCompletedMessage}</p>
      )}
      <div css={actionsCss}>
        <ButtonLink to={href('/mypage')}>{t('complete.toMypage')}</ButtonLink>
        <ButtonLink to={plansPath} variant="secondary">
          {t('complete.toPlans')}
        </ButtonLink>
      </div>
    </FormPage>
  );
}
