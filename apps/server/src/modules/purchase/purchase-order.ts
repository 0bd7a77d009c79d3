import { randomUUID } from 'node:crypto';
import type { SavedPaymentMethod } from '@vs/contract';
import { ADD_PAYMENT_METHOD_CHOICE, CAMPAIGN_CODE_PAYMENT_METHOD } from '@vs/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { PlanRow } from '../plans/plan-mapper';
import { contractLimitOf, memberContractsOf, type MemberContracts } from '../plans/member-contracts';
import { findPlan } from '../plans/plans.repository';
import type { Campaign } from './campaign';
import { invalidCampaignCode, purchaseError } from './purchase-errors';
import {
  availabilityRefusal,
  campaignRefusal,
  orderTerms,
  type OrderTerms,
  type PaymentChoice,
} from './purchase-decisions';
import { findCampaign, planFactsOf } from './purchase.repository';
import type { PurchasePaymentPort } from './payment-port';
import { purchasePaths, type PurchasePaths } from '@vs/routes';

/** The verified order the session keeps between the plan page and the purchase call. */
export interface VerifiedOrder {
  readonly planId: string;
  readonly paymentMethod: string;
  readonly campaignCode: string | null;
  readonly purchaseToken: string;
  /** Chosen on sign-up's plan step: its confirm and complete pages follow, and cancel returns there. */
  readonly signup?: boolean;
}

/** The pages of a verified order's purchase (none verified: the plan page's). */
export function pathsOf(planId: string, verified: VerifiedOrder | undefined): PurchasePaths {
  return purchasePaths(planId, verified?.signup ? 'signup' : 'plan');
}

declare module '../session/session-data' {
  interface SessionData {
    purchaseOrder?: VerifiedOrder;
  }
}

export function choiceOf(paymentMethod: string): PaymentChoice {
  if (paymentMethod === CAMPAIGN_CODE_PAYMENT_METHOD) return { kind: 'campaignCode' };
  if (paymentMethod === ADD_PAYMENT_METHOD_CHOICE) return { kind: 'addPaymentMethod' };
  return { kind: 'savedMethod', paymentMethodId: paymentMethod };
}

/** An empty campaign code is no code. */
export const campaignCodeOf = (code: string | null | undefined): string | null => (code ? code : null);

export async function requirePlan(app: FastifyInstance, request: FastifyRequest, storeId: string, planId: string) {
  const plan = await findPlan(app.db, storeId, planId);
  if (!plan) throw purchaseError(request, 'PURCHASE_NOT_PURCHASABLE');
  return plan;
}

export interface DecidedOrder {
  readonly terms: OrderTerms;
  readonly campaign: Campaign | undefined;
  readonly choice: PaymentChoice;
  readonly contracts: MemberContracts;
}

/**
 * Every refusal of spec 001 §8 for the plan and the payment choice, then the order's terms. Runs at
 * verify and again inside the purchase's transaction (`db` is then the transaction, after the lock).
 */
export async function decideOrder(
  db: Db,
  request: FastifyRequest,
  input: {
    readonly storeId: string;
    readonly accountId: string;
    readonly plan: PlanRow;
    readonly paymentMethod: string;
    readonly campaignCode: string | null;
    readonly now: Date;
  },
): Promise<DecidedOrder> {
  const { storeId, accountId, plan, now } = input;
  const facts = planFactsOf(plan);
  const contracts = await memberContractsOf(db, storeId, accountId, now);
  const refusal = availabilityRefusal(facts, contracts, await contractLimitOf(db, storeId), now);
  if (refusal) throw purchaseError(request, refusal);
  const choice = choiceOf(input.paymentMethod);
  const campaign = input.campaignCode === null ? undefined : await findCampaign(db, storeId, input.campaignCode);
  const campaignProblem = campaignRefusal({ plan: facts, choice, campaign, contracts, now });
  if (campaignProblem === 'INVALID_CODE') throw invalidCampaignCode();
  if (campaignProblem) throw purchaseError(request, campaignProblem);
  const terms = orderTerms({
    plan: facts,
    choice,
    campaign: campaign ?? undefined,
    isReContract: contracts.pastPlanIds.includes(plan.planId),
    now,
  });
  return { terms, campaign: campaign ?? undefined, choice, contracts };
}

/**
 * The saved method the purchase charges or keeps for renewals (with what the pages show of it), or
 * null when the order needs none; PURCHASE_NO_PAYMENT_METHOD when it needs one and there is none usable.
 */
export async function paymentMethodFor(
  payments: PurchasePaymentPort,
  request: FastifyRequest,
  input: { readonly storeId: string; readonly accountId: string; readonly decided: DecidedOrder },
): Promise<{ readonly paymentMethodId: string; readonly shown: SavedPaymentMethod } | null> {
  const { decided } = input;
  if (!decided.terms.needsPaymentMethod) return null;
  // A new method is registered by the payment module's own pages first, then chosen as a saved one.
  if (decided.choice.kind !== 'savedMethod') throw purchaseError(request, 'PURCHASE_NO_PAYMENT_METHOD');
  const method = await payments.findUsableMethod({
    storeId: input.storeId,
    accountId: input.accountId,
    paymentMethodId: decided.choice.paymentMethodId,
  });
  if (!method) throw purchaseError(request, 'PURCHASE_NO_PAYMENT_METHOD');
  return method;
}

export const newPurchaseToken = (): string => randomUUID();
