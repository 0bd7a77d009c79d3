import { useScreenData } from '@vs/mf';
import { href } from '@vs/routes';
import { ButtonLink, StepBar } from '@vs/ui';
import { useTranslation } from 'react-i18next';
import { PlanComplete } from '../../components/plan-complete';

/** /signup/plans/{planId}/complete: bought during sign-up; its completion page follows. */
export default function SignupPlanCompletePage() {
  const data = useScreenData('/signup/plans/:planId/complete');
  const { t } = useTranslation('plans');
  return (
    <PlanComplete
      data={data}
      before={<StepBar current={data.step.current} total={data.step.total} />}
      actions={<ButtonLink to={href('/signup/complete')}>{t('signup.finishSignup')}</ButtonLink>}
    />
  );
}
