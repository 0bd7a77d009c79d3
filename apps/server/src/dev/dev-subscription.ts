import type { endpoints } from '@vs/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campaignCodes, paymentMethods, subscriptions } from '../db/schema';
import { AppError } from '../http/app-error';
import type { EndpointCall } from '../http/endpoint-route';
import { jstDay } from '../modules/billing/renewal-calendar';
import { recordAttempt } from '../modules/ledger';
import { findPlan } from '../modules/plans/plans.repository';
import { requireStore } from '../modules/store/store.plugin';

const DAY_MS = 86_400_000;

/** The month before `at` (JST) as YYYYMM: a card whose month end is past. */
const lastMonthOf = (at: Date): string => {
  const [year = 0, month = 1] = jstDay(at).split('-').map(Number);
  return month === 1 ? `${year - 1}12` : `${year}${String(month - 1).padStart(2, '0')}`;
};

/** The method the fixture contract pays with: the member's newest, a made-up expired card, or none. */
async function paymentMethodOf(
  app: FastifyInstance,
  owner: { storeId: string; accountId: string },
  choice: string,
): Promise<{ id: string; type: string } | null> {
  if (choice === 'none') return null;
  if (choice === 'expiredCard') {
    const [card] = await app.db
      .insert(paymentMethods)
      .values({
        ...owner,
        type: 'SbpsCredit',
        provider: app.paymentProvider?.name ?? 'sandbox',
        providerReference: `fixture-expired-${crypto.randomUUID()}`,
        cardBrand: 'V',
        cardLast4: '0005',
        cardExpireDate: lastMonthOf(app.now()),
        createdAt: app.now(),
      })
      .returning({ id: paymentMethods.id, type: paymentMethods.type });
    return card ?? null;
  }
  const [newest] = await app.db
    .select({ id: paymentMethods.id, type: paymentMethods.type })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.storeId, owner.storeId), eq(paymentMethods.accountId, owner.accountId)))
    .orderBy(desc(paymentMethods.createdAt))
    .limit(1);
  return newest ?? null;
}

/**
 * POST /dev/fixtures/subscription (config.devFixtures only): a contract of the logged-in member in a
 * state the journeys need, without waiting for days to pass (renewing today, held yesterday, card expired).
 * A contract due today is renewed by the job within a minute unless its charge is running (`chargeRunning`).
 */
export async function createFixtureSubscription(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.devFixtureSubscription>,
): Promise<{ subscriptionId: string }> {
  const store = requireStore(request);
  const accountId = await request.session.get('accountId');
  if (!accountId) throw new AppError(401, 'UNAUTHORIZED', 'Not logged in.');
  const body = await bodyOf();
  const plan = await findPlan(app.db, store.id, body.planId);
  if (!plan) throw new AppError(404, 'NOT_FOUND', 'No such plan.');
  const now = app.now();
  const method = await paymentMethodOf(app, { storeId: store.id, accountId }, body.paymentMethod);
  const [campaign] = body.campaignCode
    ? await app.db
        .select()
        .from(campaignCodes)
        .where(and(eq(campaignCodes.storeId, store.id), eq(campaignCodes.code, body.campaignCode.toUpperCase())))
    : [];
  const held = body.status === 'HOLD' || body.status === 'TRIAL_HOLD';
  const nextSettlementDay = jstDay(new Date(now.getTime() + body.settlementInDays * DAY_MS));
  const [row] = await app.db
    .insert(subscriptions)
    .values({
      storeId: store.id,
      accountId,
      planId: plan.planId,
      planType: plan.planType,
      status: body.status,
      nextSettlementDay,
      billingAmount: plan.price,
      planPrice: plan.price,
      taxRate: plan.taxRate,
      paymentMethodId: method?.id ?? null,
      paymentMethodType: method?.type ?? null,
      campaignId: campaign?.campaignId ?? null,
      campaignStartDate: campaign ? now : null,
      campaignEndDate: campaign?.freeDays ? new Date(now.getTime() + campaign.freeDays * DAY_MS) : null,
      firstPaymentDay: now,
      holdSince: held ? new Date(now.getTime() - body.holdDaysAgo * DAY_MS) : null,
      createdAt: now,
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error('no fixture contract inserted');
  if (body.chargeRunning)
    await recordAttempt(app.db, {
      storeId: store.id,
      accountId,
      subscriptionId: row.id,
      planId: plan.planId,
      planName: plan.planName,
      kind: 'renewal',
      amountJpy: plan.price,
      taxAmount: 0,
      taxRate: plan.taxRate,
      paymentMethodId: method?.id ?? null,
      paymentMethod: null,
      providerKey: `fixture-running:${row.id}`,
      periodStart: nextSettlementDay,
      now,
    });
  return { subscriptionId: row.id };
}
