import type { Plan } from '@vs/contract';
import type { AvailabilityContext } from '../domain/plan-availability';
import { PlanCard } from './plan-card';

export interface PlanCardListProps {
  readonly plans: readonly Plan[];
  readonly context: AvailabilityContext;
  readonly toPlan?: (planId: string) => string;
}

/** Cards stack below the 1000 px breakpoint (spec 000 §9) and form a grid from it up. */
export function PlanCardList({ plans, context, toPlan }: PlanCardListProps) {
  return (
    // Safari drops list semantics from a `list-style: none` list unless the role is explicit.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- see the line above
    <ul
      role="list"
      css={(theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space(4),
        gridTemplateColumns: 'minmax(0, 1fr)',
        [theme.mq.wide]: { gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' },
      })}
    >
      {plans.map((plan) => (
        <PlanCard key={plan.planId} plan={plan} context={context} toPlan={toPlan} />
      ))}
    </ul>
  );
}
