import type { APIRequestContext } from '@playwright/test';
import type { Plan, PlanListScreenData } from '@vs/contract';
import { text, type Lang } from './catalogue';

/** The plan list as the real server answers it to a guest (names, prices, descriptions are its data). */
export async function planListData(request: APIRequestContext): Promise<PlanListScreenData> {
  const response = await request.get('/zapi/internal/plans/screen-data');
  if (!response.ok()) throw new Error(`plans screen-data answered ${response.status()}`);
  return (await response.json()) as PlanListScreenData;
}

export function planById(data: PlanListScreenData, planId: string): Plan {
  const plan = [...data.contractedPlans, ...data.plans].find((p) => p.planId === planId);
  if (!plan) throw new Error(`seeded plan ${planId} is not in the plan list`);
  return plan;
}

/**
 * What spec 000 §4 says each seeded plan's card shows to a guest, by the demo seed's stable ids:
 * the action's catalogue key (enabled or not) and the sales-limit label, if any.
 */
export interface CardExpectation {
  readonly planId: string;
  readonly action: string;
  readonly values?: Record<string, number>;
  readonly enabled: boolean;
  readonly label?: 'salesLimit.soldOut' | 'salesLimit.fewLeft';
}

export const seededCards: readonly CardExpectation[] = [
  { planId: 'monthly', action: 'action.freeTrial', values: { days: 7 }, enabled: true },
  { planId: 'yearly', action: 'action.contract', enabled: true },
  { planId: 'purchase', action: 'action.contract', enabled: true },
  { planId: 'rental-2d', action: 'action.contract', enabled: true },
  { planId: 'few-left', action: 'action.contract', enabled: true, label: 'salesLimit.fewLeft' },
  { planId: 'last-one', action: 'action.contract', enabled: true, label: 'salesLimit.fewLeft' },
  { planId: 'sold-out', action: 'action.soldOut', enabled: false, label: 'salesLimit.soldOut' },
  { planId: 'before-sale', action: 'action.beforeSale', enabled: false },
  { planId: 'after-sale', action: 'action.afterSale', enabled: false },
];

/** JPY with thousands separators as spec 000 §9 asks: '9,900円' in Japanese, '¥9,900' in English. */
export function yen(amount: number, lang: Lang): string {
  const digits = amount.toLocaleString('en-US');
  return lang === 'ja' ? `${digits}円` : `¥${digits}`;
}

/** The price line a card shows (tax-included; subscriptions say how often they renew, spec 000 §9). */
export function priceLine(plan: Plan, lang: Lang): string {
  const price = yen(plan.price, lang);
  if (plan.planType !== 'subscription' || plan.renewSpanUnit === null || plan.renewSpan === null) {
    return text(lang, 'plans', 'price.taxIncluded', { price });
  }
  const n = plan.renewSpan;
  const key =
    plan.renewSpanUnit === 'months'
      ? n === 12
        ? 'renewal.perYear'
        : n === 1
          ? 'renewal.perMonth'
          : 'renewal.everyMonths'
      : plan.renewSpanUnit === 'weeks'
        ? n === 1
          ? 'renewal.perWeek'
          : 'renewal.everyWeeks'
        : n === 1
          ? 'renewal.perDay'
          : 'renewal.everyDays';
  return text(lang, 'plans', 'price.recurring', { price, renewal: text(lang, 'plans', key, { n }) });
}
