import type { endpoints, OrderVerify, PurchaseAnswer } from '@vs/contract';
import type { PurchasePaths } from '@vs/routes';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { jstDay } from '../../plugins/jst-calendar';
import { languageOf } from '../../http/language';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import type { ActivationOnCharge } from '../../db/schema';
import {
  attemptsOfOrder,
  findLiveAttemptOfOrder,
  markUnknown,
  recordAttempt,
  settleAttempt,
  type ChargeAttempt,
} from '../ledger';
import { requireMember } from '../member/require-member';
import { CAMPAIGN_CODE_METHOD, PENDING_STATUS } from '../plans/member-contracts';
import type { PlanRow } from '../plans/plan-mapper';
import { hit } from '../rate-limit/rate-limit';
import { canonicalOrigin, requireStore } from '../store/store.plugin';
import { withLapsedPlacesFreed } from './lapsed-places';
import { claimToken, completeToken, keepForChallenge, releaseToken, requestHash } from './idempotency';
import type { ChargeRequest, PurchasePaymentPort } from './payment-port';
import { chargeError, purchaseError, purchaseFlowError } from './purchase-errors';
import { purchaseMessages } from './purchase-messages';
import type { OrderTerms } from './purchase-decisions';
import { campaignCodeOf, decideOrder, pathsOf, paymentMethodFor, requirePlan } from './purchase-order';
import { chargedMethodOf, decidedMethodOf, resumeOrder } from './order-attempt';
import { chargeKindOf, providerKeyOf, settleOrder } from './order-settlement';
import { claimSale, insertContract, insertEntitlement, lockAccount } from './purchase.repository';

/** decided: at most 10 new purchases a member may start in 10 minutes ('purchases too frequent'). */
export const PURCHASE_RATE = { max: 10, windowMs: 10 * 60 * 1000 } as const;
/** How long a repeated submit waits for the first one's answer before PURCHASE_IN_PROGRESS. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /zapi/purchase/{planId}. Idempotent by its purchase token: the first request claims the
 * token and runs the purchase; the same token with the same body answers what the first one
 * answered (50 parallel submits make one contract); with another body PURCHASE_TOKEN_REUSED.
 */
export async function purchase(
  app: FastifyInstance,
  payments: PurchasePaymentPort,
  call: EndpointCall<typeof endpoints.purchase>,
): Promise<PurchaseAnswer> {
  const { request, params } = call;
  const member = await requireMember(app, request);
  const storeId = requireStore(request).id;
  const plan = await withLapsedPlacesFreed(
    app,
    payments,
    storeId,
    await requirePlan(app, request, storeId, params.planId),
  );
  const body = await call.body(plan.survey?.questions ?? []);
  const hash = requestHash(plan.planId, body);
  const token = body.purchaseToken;
  const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const claim = await claimToken(app.db, member.id, token, hash, app.now());
    if (claim.kind === 'otherBody') throw purchaseError(request, 'PURCHASE_TOKEN_REUSED');
    if (claim.kind === 'done') return claim.answer as unknown as PurchaseAnswer;
    if (claim.kind === 'claimed') break;
    if (Date.now() > waitUntil) throw purchaseError(request, 'PURCHASE_IN_PROGRESS');
    await sleep(POLL_MS);
  }
  try {
    const { answer, kept } = await runPurchase(app, payments, request, { storeId, accountId: member.id, plan, body });
    if (kept) await keepForChallenge(app.db, member.id, token, { ...answer, kept });
    else await completeToken(app.db, member.id, token, { ...answer });
    return answer;
  } catch (error) {
    await releaseToken(app.db, member.id, token);
    throw error;
  }
}

type PurchaseBody = Awaited<ReturnType<EndpointCall<typeof endpoints.purchase>['body']>>;

async function runPurchase(
  app: FastifyInstance,
  payments: PurchasePaymentPort,
  request: FastifyRequest,
  input: { readonly storeId: string; readonly accountId: string; readonly plan: PlanRow; readonly body: PurchaseBody },
): Promise<{ readonly answer: PurchaseAnswer; readonly kept?: KeptCharge }> {
  const { storeId, accountId, plan, body } = input;
  const verified = await request.session.get('purchaseOrder');
  const paths = pathsOf(plan.planId, verified);
  const campaignCode = campaignCodeOf(body.campaignCode);
  if (
    !verified ||
    verified.planId !== plan.planId ||
    verified.purchaseToken !== body.purchaseToken ||
    verified.paymentMethod !== body.paymentMethod ||
    verified.campaignCode !== campaignCode
  )
    throw purchaseFlowError(request, paths.choose);
  const now = app.now();
  // The same order again after its charge's answer was lost: settle that attempt, never charge twice.
  const earlier = await findLiveAttemptOfOrder(app.db, accountId, body.purchaseToken);
  if (earlier) {
    const resumed = await resumeOrder(app, request, earlier, paths, now);
    if (resumed) return { answer: resumed };
  }
  const { count } = await hit(app.db, `purchase:${accountId}`, PURCHASE_RATE.windowMs, now);
  if (count > PURCHASE_RATE.max) throw purchaseError(request, 'PURCHASE_TOO_FREQUENT');

  // Outside the transaction: the port may read its own tables; the decision is repeated inside.
  const before = await decideOrder(app.db, request, {
    storeId,
    accountId,
    plan,
    paymentMethod: body.paymentMethod,
    campaignCode,
    now,
  });
  const method = await paymentMethodFor(payments, request, { storeId, accountId, decided: before });

  const reserved = await withLockTimeout(request, () =>
    app.db.transaction(async (tx) => {
      // A lock held longer than this (a stuck transaction) answers PURCHASE_LOCK_FAILED, never a hang.
      await tx.execute(sql`set local lock_timeout = '10s'`);
      await lockAccount(tx, accountId);
      const decided = await decideOrder(tx, request, {
        storeId,
        accountId,
        plan,
        paymentMethod: body.paymentMethod,
        campaignCode,
        now,
      });
      if (!(await claimSale(tx, storeId, plan.planId))) throw purchaseError(request, 'PURCHASE_SOLD_OUT');
      const { terms } = decided;
      const charges = terms.order.billingAmount > 0;
      // Thrown inside: the transaction rolls back, so no contract, sale or attempt is left to undo.
      if (charges && method === null) throw purchaseError(request, 'PURCHASE_NO_PAYMENT_METHOD');
      const activation: ActivationOnCharge = {
        status: terms.status,
        startsAt: now.toISOString(),
        entitlementExpiresAt: terms.entitlementExpiresAt?.toISOString() ?? null,
      };
      const contractId = await insertContract(tx, {
        storeId,
        accountId,
        planId: plan.planId,
        planType: plan.planType,
        // A contract waiting for its charge holds its place (limit, sales) but is not shown.
        status: charges ? PENDING_STATUS : terms.status,
        // A JST calendar day, as the renewal job reads it.
        nextSettlementDay: terms.nextSettlementDay ? jstDay(terms.nextSettlementDay) : null,
        billingAmount: terms.order.billingAmount,
        taxAmount: terms.order.taxAmount,
        taxRate: terms.order.taxRate,
        planPrice: plan.price,
        // The renewals charge the discounted price while discounted payments remain; this order pays the first.
        discountRemaining: discountedRenewalsOf(plan, terms.order),
        campaignStartDate: decided.campaign ? now : null,
        campaignEndDate: terms.order.campaignEndDate ? new Date(terms.order.campaignEndDate) : null,
        paymentMethodType: decided.choice.kind === 'campaignCode' ? CAMPAIGN_CODE_METHOD : null,
        paymentMethodId: method?.paymentMethodId ?? null,
        campaignId: decided.campaign?.campaignId ?? null,
        trialEndDate: terms.trialEndDate,
        firstPaymentDay: terms.order.firstPaymentDay ? new Date(terms.order.firstPaymentDay) : null,
        expiresAt: terms.contractExpiresAt,
        surveyAnswers: body.surveyAnswers,
        purchaseToken: body.purchaseToken,
        activationOnCharge: charges ? activation : null,
        createdAt: now,
      });
      // The ledger's row, written before the provider is asked (a free order never reaches it).
      const n = (await attemptsOfOrder(tx, accountId, body.purchaseToken)) + 1;
      const recorded = await recordAttempt(tx, {
        storeId,
        accountId,
        subscriptionId: contractId,
        planId: plan.planId,
        planName: plan.planName,
        kind: chargeKindOf(plan.planType),
        amountJpy: terms.order.billingAmount,
        taxAmount: terms.order.taxAmount,
        taxRate: terms.order.taxRate,
        paymentMethodId: method?.paymentMethodId ?? null,
        paymentMethod: method ? chargedMethodOf(method.shown) : decidedMethodOf(decided.choice.kind),
        providerKey: charges ? providerKeyOf(body.purchaseToken, n) : `free:${contractId}`,
        orderToken: body.purchaseToken,
        now,
      });
      // The account lock and the token claim admit one request per order: an attempt already there is a bug.
      if (recorded.kind === 'existing') throw purchaseError(request, 'PURCHASE_IN_PROGRESS');
      if (!charges) {
        await settleAttempt(tx, recorded.attempt.id, { state: 'charged', now });
        await insertEntitlement(tx, {
          storeId,
          accountId,
          planId: plan.planId,
          subscriptionId: contractId,
          startsAt: now,
          expiresAt: terms.entitlementExpiresAt,
        });
      }
      return { contractId, terms, charges, attempt: recorded.attempt };
    }),
  );

  const complete = { redirectTo: paths.complete, contractId: reserved.contractId };
  if (!reserved.charges || method === null) return { answer: complete };
  const kept = await charge(app, payments, request, {
    ...input,
    ...reserved,
    paymentMethodId: method.paymentMethodId,
    now,
    paths,
  });
  return kept
    ? { answer: { redirectTo: kept.challengeUrl, contractId: reserved.contractId }, kept }
    : { answer: complete };
}

/**
 * Charges the reserved contract's attempt under its own key. Success settles the attempt 'charged' and
 * makes the contract live (the purchase's settle hook, one transaction); a decline settles it 'failed'
 * and gives the contract and its sale back. A timeout gives nothing back: the provider may have
 * charged, so the attempt becomes `unknown`, the contract stays pending with its place, and the
 * reconciler (or the member's retry of the same order) settles it by asking the provider.
 */
async function charge(
  app: FastifyInstance,
  payments: PurchasePaymentPort,
  request: FastifyRequest,
  input: {
    readonly storeId: string;
    readonly accountId: string;
    readonly plan: PlanRow;
    readonly body: PurchaseBody;
    readonly contractId: string;
    readonly terms: OrderTerms;
    readonly attempt: ChargeAttempt;
    readonly paymentMethodId: string;
    readonly now: Date;
    /** The provider's 3-D Secure page sends the member back to this purchase's confirm page. */
    readonly paths: PurchasePaths;
  },
): Promise<KeptCharge | null> {
  const { storeId, accountId, plan, contractId, terms, attempt } = input;
  const chargeRequest: ChargeRequest = {
    storeId,
    accountId,
    paymentMethodId: input.paymentMethodId,
    amountJpy: terms.order.billingAmount,
    idempotencyKey: attempt.providerKey,
    description: plan.planName,
    returnUrl: `${canonicalOrigin(request)}${input.paths.confirm}`,
  };
  let outcome;
  try {
    outcome = await payments.charge(chargeRequest);
  } catch (error) {
    // Whether the provider charged is not known: the reconciler asks it by the key.
    await markUnknown(app.db, attempt.id);
    throw error;
  }
  const kept: KeptCharge = {
    charge: chargeRequest,
    attemptId: attempt.id,
    planId: plan.planId,
    contractId,
    order: terms.order,
    status: terms.status,
    startsAt: input.now.toISOString(),
    entitlementExpiresAt: terms.entitlementExpiresAt?.toISOString() ?? null,
    challengeUrl: outcome.kind === 'needs-3ds' ? outcome.challengeUrl : '',
  };
  switch (outcome.kind) {
    // The contract stays pending (its place held) while the member passes the challenge at the provider.
    case 'needs-3ds':
      return kept;
    case 'provider-timeout':
      await markUnknown(app.db, attempt.id);
      throw chargeError(request, 'PURCHASE_CHARGE_TIMEOUT');
    case 'declined': {
      const state = await settleOrder(app, attempt.id, { state: 'failed', failureReason: 'declined', now: app.now() });
      if (state === 'charged') return null;
      throw chargeError(request, 'PURCHASE_CHARGE_DECLINED');
    }
    case 'success': {
      const state = await settleOrder(app, attempt.id, {
        state: 'charged',
        providerChargeId: outcome.chargeId,
        now: app.now(),
      });
      if (state !== 'charged')
        throw new Error(`charge attempt ${attempt.id} charged at the provider, settled ${state}`);
      return null;
    }
  }
}

/** What finishing a purchase after its 3-D Secure challenge needs, kept with its token (server-side only). */
export interface KeptCharge {
  readonly charge: ChargeRequest;
  /** The order's charge attempt in the ledger (absent in challenges kept before the ledger: found by key). */
  readonly attemptId?: string;
  readonly planId: string;
  readonly contractId: string;
  /** The order as decided at purchase (the confirm page shows it while the challenge waits). */
  readonly order: OrderVerify;
  /** The contract's status once paid. */
  readonly status: string;
  readonly startsAt: string;
  readonly entitlementExpiresAt: string | null;
  readonly challengeUrl: string;
}

/** PostgreSQL's lock_not_available (55P03): the lock timeout ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

async function withLockTimeout<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code =
      (error as { code?: unknown; cause?: { code?: unknown } }).code ??
      (error as { cause?: { code?: unknown } }).cause?.code;
    if (code === LOCK_NOT_AVAILABLE)
      throw new AppError(503, 'PURCHASE_LOCK_FAILED', purchaseMessages.PURCHASE_LOCK_FAILED[languageOf(request)]);
    throw error;
  }
}

/** A discount campaign's payments still to come after this order's own (null: no discount to renew). */
function discountedRenewalsOf(plan: PlanRow, order: OrderVerify): number | null {
  if (plan.planType !== 'subscription' || order.campaignType !== 'discount') return null;
  const count = order.discountContinuationCount ?? 0;
  return Math.max(count - (order.billingAmount > 0 ? 1 : 0), 0);
}
