import type { Plan } from '@vs/contract';
import { useLanguage } from '@vs/i18n';
import { useTranslation } from 'react-i18next';
import {
  planAvailability,
  trialDaysOf,
  type AvailabilityContext,
  type PlanAvailability,
} from '../domain/plan-availability';
import { priceText, viewingPeriodText } from '../domain/price-text';
import { salesLimitLabel } from '../domain/sales-limit-label';

export interface PlanTexts {
  readonly availability: PlanAvailability;
  readonly actionLabel: string;
  readonly price: string;
  readonly viewingPeriod: string | null;
  readonly trialNote: string | null;
  readonly salesLimit: { readonly kind: 'soldOut' | 'fewLeft'; readonly text: string } | null;
}

/** Everything a card or the detail page says about a plan, in the current language. */
export function usePlanTexts(plan: Plan, context: AvailabilityContext): PlanTexts {
  const { t } = useTranslation('plans');
  const { language } = useLanguage();
  const availability = planAvailability(plan, context);
  const trialDays = trialDaysOf(plan);
  const limit = salesLimitLabel(plan);
  return {
    availability,
    actionLabel:
      availability.reason === 'freeTrial'
        ? t('action.freeTrial', { days: availability.trialDays })
        : t(`action.${availability.reason}`),
    price: priceText(plan, t, language),
    viewingPeriod: viewingPeriodText(plan, t),
    trialNote: trialDays === null ? null : t('trial.note', { days: trialDays }),
    salesLimit: limit === null ? null : { kind: limit, text: t(`salesLimit.${limit}`) },
  };
}
