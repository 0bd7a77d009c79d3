import type { SignupPurchaseOffer } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { listPaymentMethods } from '../payment/payment-methods.repository';
import { savedMethodOf } from '../payment/saved-method';
import { contractLimitOf, isContractLimited, memberContractsOf } from '../plans/member-contracts';
import { toPlan } from '../plans/plan-mapper';
import { listPlans } from '../plans/plans.repository';

/**
 * What sign-up's plan step offers the new member: the plans not yet contracted (one bought here is
 * not offered again), and the plan page's ways to pay (spec 000 §4 "Purchase").
 */
export async function signupPurchaseOffer(
  app: FastifyInstance,
  owner: { readonly storeId: string; readonly accountId: string },
): Promise<SignupPurchaseOffer> {
  const now = app.now();
  const [contracts, limit, plans, saved] = await Promise.all([
    memberContractsOf(app.db, owner.storeId, owner.accountId, now),
    contractLimitOf(app.db, owner.storeId),
    listPlans(app.db, owner.storeId),
    listPaymentMethods(app.db, owner),
  ]);
  const held = new Set(contracts.livePlanIds);
  return {
    plans: plans.filter((plan) => !held.has(plan.planId)).map(toPlan),
    isContractLimited: isContractLimited(contracts, limit),
    savedPaymentMethods: saved.map(savedMethodOf),
    paymentProvider: app.paymentProvider?.browser ?? null,
    now: now.toISOString(),
  };
}
