import { jstDay } from '../plugins/jst-calendar';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema';
import { insertPastCharges, type PastCharge } from '../modules/billing-history/charged-rows';
import { addDays, addMonths } from '../modules/purchase/calendar';

const demoCard = { paymentMethodType: 'SbpsCredit', cardbrandCode: 'V', cardNumberSuffix: '1111' } as const;

/**
 * What a newcomer should find on the demo member's My Page: the 'monthly' plan contracted `months`
 * months ago and charged every month since (so the payment history has pages and its one-year window
 * shows), and the 'yearly' plan in the YEARLYFREE campaign's free trial. The charges are ledger rows as
 * the provider would have settled them; the contracts are rows as a purchase would have left them.
 * Answers how many charges were written.
 */
export async function seedDemoBilling(
  db: Db,
  { storeId, accountId, now, months = 14 }: { storeId: string; accountId: string; now: Date; months?: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const since = addMonths(now, -months);
    const [monthly] = await tx
      .insert(subscriptions)
      .values({
        storeId,
        accountId,
        planId: 'monthly',
        planType: 'subscription',
        status: 'ONGOING_CONTRACT',
        billingAmount: 990,
        taxAmount: 90,
        taxRate: 10,
        planPrice: 990,
        createdAt: since,
        firstPaymentDay: since,
        nextSettlementDay: jstDay(addMonths(since, months + 1)),
      })
      .returning({ id: subscriptions.id });
    const trialStart = addDays(now, -4);
    const trialEnd = addDays(now, 10);
    const [yearly] = await tx
      .insert(subscriptions)
      .values({
        storeId,
        accountId,
        planId: 'yearly',
        planType: 'subscription',
        status: 'NEW_TRIAL_CONTRACT',
        billingAmount: 0,
        taxAmount: 0,
        taxRate: 10,
        planPrice: 9900,
        campaignId: 'demo-yearly-14',
        campaignStartDate: trialStart,
        campaignEndDate: trialEnd,
        trialEndDate: trialEnd,
        createdAt: trialStart,
        firstPaymentDay: trialEnd,
        nextSettlementDay: jstDay(trialEnd),
      })
      .returning({ id: subscriptions.id });
    const monthlyCharges: PastCharge[] = Array.from({ length: months + 1 }, (_, month) => ({
      storeId,
      accountId,
      subscriptionId: monthly?.id ?? null,
      planId: 'monthly',
      planName: '見放題 月額プラン',
      kind: month === 0 ? 'subscription' : 'renewal',
      amountJpy: 990,
      paymentMethod: demoCard,
      at: addMonths(since, month),
    }));
    const trialRow: PastCharge = {
      storeId,
      accountId,
      subscriptionId: yearly?.id ?? null,
      planId: 'yearly',
      planName: '見放題 年額プラン',
      kind: 'subscription',
      amountJpy: 0,
      paymentMethod: { paymentMethodType: 'CampaignCode' },
      at: trialStart,
    };
    // The month-0 charge of `months` months ago is older than the one-year window once months > 12.
    const rows = await insertPastCharges(tx, [...monthlyCharges.filter((row) => row.at <= now), trialRow]);
    return rows.length;
  });
}
