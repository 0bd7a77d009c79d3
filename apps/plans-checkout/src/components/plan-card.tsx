import type { Plan } from '@vs/contract';
import { Card } from '@vs/ui';
import { useId, useMemo } from 'react';
import type { AvailabilityContext } from '../domain/plan-availability';
import { plainDescription } from '../domain/plain-description';
import { toPlanDetail } from '../paths';
import { PlanAction } from './plan-action';
import { PlanFacts } from './plan-facts';
import { SalesLimitBadge } from './sales-limit-badge';
import { usePlanTexts } from './use-plan-texts';

export interface PlanCardProps {
  readonly plan: Plan;
  readonly context: AvailabilityContext;
  /** Where the card's button goes: the plan page, or sign-up's plan step with this plan chosen. */
  readonly toPlan?: (planId: string) => string;
}

/** One list item of the plan list (spec 000 §2): name, plain description, price and the action. */
export function PlanCard({ plan, context, toPlan = toPlanDetail }: PlanCardProps) {
  const headingId = useId();
  const texts = usePlanTexts(plan, context);
  const description = useMemo(() => plainDescription(plan.planDescription), [plan.planDescription]);
  return (
    <Card as="li" css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0 })}>
      <h3 id={headingId} css={{ margin: 0, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
        {plan.planName}
      </h3>
      {texts.salesLimit === null ? null : (
        <div>
          <SalesLimitBadge kind={texts.salesLimit.kind} text={texts.salesLimit.text} />
        </div>
      )}
      {description === '' ? null : (
        // Clamped visually only: the whole text stays in the DOM for screen readers.
        <p
          css={(theme) => ({
            margin: 0,
            color: theme.colors.textMuted,
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 3,
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          })}
        >
          {description}
        </p>
      )}
      <PlanFacts texts={texts} />
      <div css={{ marginTop: 'auto', display: 'grid' }}>
        <PlanAction
          availability={texts.availability}
          label={texts.actionLabel}
          to={toPlan(plan.planId)}
          describedBy={headingId}
        />
      </div>
    </Card>
  );
}
