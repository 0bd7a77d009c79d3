import { Button, ButtonLink } from '@vs/ui';
import type { PlanAvailability } from '../domain/plan-availability';

export interface PlanActionProps {
  readonly availability: PlanAvailability;
  readonly label: string;
  /** Where an enabled action goes. */
  readonly to: string;
  /** The plan's heading, so several same-worded buttons on one page stay distinguishable. */
  readonly describedBy: string;
}

/**
 * An available plan gets a link styled as a button; an unavailable one is not a link at all but an
 * aria-disabled button, which stays focusable so its reason ('Sold out', …) is still announced.
 */
export function PlanAction({ availability, label, to, describedBy }: PlanActionProps) {
  if (!availability.enabled) {
    return (
      <Button disabled variant="secondary" aria-describedby={describedBy}>
        {label}
      </Button>
    );
  }
  return (
    <ButtonLink to={to} aria-describedby={describedBy}>
      {label}
    </ButtonLink>
  );
}
