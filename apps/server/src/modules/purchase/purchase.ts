import type { endpoints, OrderVerify, PurchaseAnswer } from '@vs/contract';
import type { PurchasePaths } from '@vs/routes';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import { requireMember } from '../member/require-member';
import { CAMPAIGN_CODE_METHOD, PENDING_STATUS } from '../plans/member-contracts';
import type { PlanRow } from '../plans/plan-mapper';
import { hit } from '../rate-limit/rate-limit';
import { canonicalOrigin, requireStore } from '../store/store.plugin';
import { claimToken, completeToken, keepForChallenge, releaseToken, requestHash } from './idempotency';
import type { ChargeRequest, PurchasePaymentPort } from './payment-port';
import { chargeError, purchaseError, purchaseFlowError } from './purchase-errors';
import { purchaseMessages } from './purchase-messages';
import type { OrderTerms } from './purchase-decisions';
import { campaignCodeOf, decideOrder, pathsOf, paymentMethodFor, requirePlan } from './purchase-order';
import {
  activateContract,
  claimSale,
  deletePendingContract,
  insertContract,
  insertEntitlement,
  lockAccount,
  releaseSale,
} from './purchase.repository';

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
  const plan = await requirePlan(app, request, storeId, params.planId);
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
  const paymentMethodId = await paymentMethodFor(payments, request, { storeId, accountId, decided: before });

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
      const contractId = await insertContract(tx, {
        storeId,
        accountId,
        planId: plan.planId,
        planType: plan.planType,
        // A contract waiting for its charge holds its place (limit, sales) but is not shown.
        status: charges ? PENDING_STATUS : terms.status,
        nextSettlementDay: terms.nextSettlementDay?.toISOString().slice(0, 10) ?? null,
        billingAmount: terms.order.billingAmount,
        taxAmount: terms.order.taxAmount,
        taxRate: terms.order.taxRate,
        paymentMethodType: decided.choice.kind === 'campaignCode' ? CAMPAIGN_CODE_METHOD : null,
        paymentMethodId,
        campaignId: decided.campaign?.campaignId ?? null,
        trialEndDate: terms.trialEndDate,
        firstPaymentDay: terms.order.firstPaymentDay ? new Date(terms.order.firstPaymentDay) : null,
        expiresAt: terms.contractExpiresAt,
        surveyAnswers: body.surveyAnswers,
        purchaseToken: body.purchaseToken,
        createdAt: now,
      });
      if (!charges)
        await insertEntitlement(tx, {
          storeId,
          accountId,
          planId: plan.planId,
          subscriptionId: contractId,
          startsAt: now,
          expiresAt: terms.entitlementExpiresAt,
        });
      return { contractId, terms, charges };
    }),
  );

  const complete = { redirectTo: paths.complete, contractId: reserved.contractId };
  if (!reserved.charges) return { answer: complete };
  const kept = await charge(app, payments, request, { ...input, ...reserved, paymentMethodId, now, paths });
  return kept
    ? { answer: { redirectTo: kept.challengeUrl, contractId: reserved.contractId }, kept }
    : { answer: complete };
}

/**
 * Charges the reserved contract's amount. Success activates the contract and writes its entitlement
 * in one transaction; any other outcome removes the pending contract and gives its sale back, so a
 * failed charge leaves no contract (the compensating step).
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
    readonly paymentMethodId: string | null;
    readonly now: Date;
    /** The provider's 3-D Secure page sends the member back to this purchase's confirm page. */
    readonly paths: PurchasePaths;
  },
): Promise<KeptCharge | null> {
  const { storeId, accountId, plan, contractId, terms } = input;
  const undo = () =>
    app.db.transaction(async (tx) => {
      await deletePendingContract(tx, contractId);
      await releaseSale(tx, storeId, plan.planId);
    });
  if (input.paymentMethodId === null) {
    await undo();
    throw purchaseError(request, 'PURCHASE_NO_PAYMENT_METHOD');
  }
  const chargeRequest: ChargeRequest = {
    storeId,
    accountId,
    paymentMethodId: input.paymentMethodId,
    amountJpy: terms.order.billingAmount,
    idempotencyKey: input.body.purchaseToken,
    description: plan.planName,
    returnUrl: `${canonicalOrigin(request)}${input.paths.confirm}`,
  };
  let outcome;
  try {
    outcome = await payments.charge(chargeRequest);
  } catch (error) {
    await undo();
    throw error;
  }
  const kept: KeptCharge = {
    charge: chargeRequest,
    planId: plan.planId,
    contractId,
    order: terms.order,
    status: terms.status,
    startsAt: input.now.toISOString(),
    entitlementExpiresAt: terms.entitlementExpiresAt?.toISOString() ?? null,
    challengeUrl: outcome.kind === 'needs-3ds' ? outcome.challengeUrl : '',
  };
  // The contract stays pending (its place held) while the member passes the challenge at the provider.
  if (outcome.kind === 'needs-3ds') return kept;
  if (outcome.kind !== 'success') {
    await undo();
    if (outcome.kind === 'declined') throw chargeError(request, 'PURCHASE_CHARGE_DECLINED');
    throw chargeError(request, 'PURCHASE_CHARGE_TIMEOUT');
  }
  await activate(app, kept);
  return null;
}

/** What finishing a purchase after its 3-D Secure challenge needs, kept with its token (server-side only). */
export interface KeptCharge {
  readonly charge: ChargeRequest;
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

/** The charge succeeded: the contract becomes live and gets its entitlement, in one transaction. */
export async function activate(app: FastifyInstance, kept: KeptCharge): Promise<void> {
  const { storeId, accountId } = kept.charge;
  await app.db.transaction(async (tx) => {
    await activateContract(tx, kept.contractId, kept.status);
    await insertEntitlement(tx, {
      storeId,
      accountId,
      planId: kept.planId,
      subscriptionId: kept.contractId,
      startsAt: new Date(kept.startsAt),
      expiresAt: kept.entitlementExpiresAt === null ? null : new Date(kept.entitlementExpiresAt),
    });
  });
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
