import type { Plan } from '@vs/contract';
import type { plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toPlan(row: PlanRow): Plan {
  return {
    planId: row.planId,
    planType: row.planType,
    planName: row.planName,
    planDescription: row.planDescription,
    renewSpanUnit: row.renewSpanUnit,
    renewSpan: row.renewSpan,
    freeTrialDays: row.freeTrialDays,
    price: row.price,
    salesStartDate: iso(row.salesStartDate),
    salesEndDate: iso(row.salesEndDate),
    salesCount: row.salesCount,
    salesLimit: row.salesLimit,
    forceStopRenewDate: iso(row.forceStopRenewDate),
    hasAvailableCampaign: row.hasAvailableCampaign,
    orderCompletedMessage: row.orderCompletedMessage,
  };
}
