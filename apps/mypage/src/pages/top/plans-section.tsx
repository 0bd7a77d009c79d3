import type { ContractedPlanSummary } from '@vs/contract';
import { noteCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { subscriptionPaths } from '../../paths';
import { Badge } from '../../components/badge';
import { subscriptionBadgeTone } from '../../components/subscription-badge';
import { TopSection } from './top-section';

export interface PlansSectionProps {
  readonly plans: readonly ContractedPlanSummary[];
  /** Decided: an account limited pending withdrawal is not offered the link to all plans (spec 000 §2). */
  readonly showAllPlansLink: boolean;
}

/** The member's current contracts with their status (spec 000 §4 groups), each to its detail, and a way to all. */
export function PlansSection({ plans, showAllPlansLink }: PlansSectionProps) {
  const { t } = useTranslation('account');
  return (
    <TopSection title={t('top.plans.heading')}>
      {plans.length === 0 ? (
        <p css={noteCss}>{t('top.plans.empty')}</p>
      ) : (
        <ul css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(3) })}>
          {plans.map((plan) => (
            <li
              key={plan.subscriptionId}
              css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) })}
            >
              <Link
                to={subscriptionPaths.detail(plan.subscriptionId)}
                css={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {plan.planName}
              </Link>
              <Badge tone={subscriptionBadgeTone[plan.statusGroup]}>{t(`top.plans.status.${plan.statusGroup}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
      {showAllPlansLink ? (
        <p css={{ margin: 0 }}>
          <Link to={subscriptionPaths.list}>{t('top.plans.allLink')}</Link>
        </p>
      ) : null}
    </TopSection>
  );
}
