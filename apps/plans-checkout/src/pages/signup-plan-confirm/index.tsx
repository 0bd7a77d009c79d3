import { useScreenData } from '@vs/mf';
import { StepBar } from '@vs/ui';
import { PlanConfirm } from '../../components/plan-confirm';

/** /signup/plans/{planId}/confirm: the plan page's confirm step in sign-up; cancel returns to the plan step. */
export default function SignupPlanConfirmPage() {
  const data = useScreenData('/signup/plans/:planId/confirm');
  return (
    <PlanConfirm data={data} flow="signup" before={<StepBar current={data.step.current} total={data.step.total} />} />
  );
}
