import { useScreenData } from '@vs/mf';
import { PlanConfirm } from '../../components/plan-confirm';

/** /plans/{planId}/confirm: the verified order; cancel returns to the plan page (spec 000 §4 "Purchase"). */
export default function PlanConfirmPage() {
  return <PlanConfirm data={useScreenData('/plans/:planId/confirm')} flow="plan" />;
}
