import { useScreenData } from '@vs/mf';
import { href } from '@vs/routes';
import { ButtonLink } from '@vs/ui';
import { useTranslation } from 'react-i18next';
import { PlanComplete } from '../../components/plan-complete';
import { plansPath } from '../../paths';

/** /plans/{planId}/complete: the plan's completed message, then My Page or the plans. */
export default function PlanCompletePage() {
  const data = useScreenData('/plans/:planId/complete');
  const { t } = useTranslation('plans');
  return (
    <PlanComplete
      data={data}
      actions={
        <>
          <ButtonLink to={href('/mypage')}>{t('complete.toMypage')}</ButtonLink>
          <ButtonLink to={plansPath} variant="secondary">
            {t('complete.toPlans')}
          </ButtonLink>
        </>
      }
    />
  );
}
