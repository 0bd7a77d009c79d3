import type { PlanType } from '@vs/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { subscriptions, type ActivationOnCharge, type ChargeKind } from '../../db/schema';
import { findAttempt, findAttemptByKey, settleAndApply, type ChargeAttempt, type Settlement } from '../ledger';
import type { KeptCharge } from './purchase';
import { PENDING_STATUS } from '../plans/member-contracts';
import { activateContract, deletePendingContract, insertEntitlement, releaseSale } from './purchase.repository';

/** The ledger's kinds of a first charge, by the plan's type. */
export const ORDER_KINDS = ['purchase', 'rental', 'subscription'] as const satisfies readonly ChargeKind[];

export const chargeKindOf = (planType: PlanType): (typeof ORDER_KINDS)[number] => planType;

/**
 * The provider's idempotency key of an order's `n`-th attempt: the purchase token itself for the first
 * (the key charges were asked with before the ledger, so carried-over attempts keep theirs), then
 * `token:n`. A new attempt comes only after the previous one failed, so no key is charged twice.
 */
export const providerKeyOf = (purchaseToken: string, n: number): string =>
  n <= 1 ? purchaseToken : `${purchaseToken}:${n}`;

/**
 * The purchase module's settle hook (registered with the ledger for every order kind): the attempt
 * was charged → the pending contract becomes live with its entitlement; it failed → the pending
 * contract goes and its sale is given back. Runs inside the settling transaction; a contract no longer
 * pending (already applied, or the member's withdrawal removed it) is left alone.
 */
export async function applyOrderSettlement(tx: Db, attempt: ChargeAttempt): Promise<void> {
  if (!attempt.subscriptionId) return;
  const [contract] = await tx
    .select({
      id: subscriptions.id,
      storeId: subscriptions.storeId,
      accountId: subscriptions.accountId,
      planId: subscriptions.planId,
      activation: subscriptions.activationOnCharge,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, attempt.subscriptionId), eq(subscriptions.status, PENDING_STATUS)))
    .for('update');
  if (!contract) return;
  if (attempt.state === 'failed') {
    await deletePendingContract(tx, contract.id);
    await releaseSale(tx, contract.storeId, contract.planId);
    return;
  }
  if (attempt.state !== 'charged') return;
  const activation: ActivationOnCharge = contract.activation ?? {
    status: 'NEW_CONTRACT',
    startsAt: attempt.createdAt.toISOString(),
    entitlementExpiresAt: null,
  };
  await activateContract(tx, contract.id, activation.status);
  await insertEntitlement(tx, {
    storeId: contract.storeId,
    accountId: contract.accountId,
    planId: contract.planId,
    subscriptionId: contract.id,
    startsAt: new Date(activation.startsAt),
    expiresAt: activation.entitlementExpiresAt === null ? null : new Date(activation.entitlementExpiresAt),
  });
}

/**
 * Settles an order's attempt with what the provider answered this request, and answers the attempt's
 * state as it now stands: settled by this call, or earlier by the reconciler (then its outcome was
 * applied there, once).
 */
export async function settleOrder(
  app: FastifyInstance,
  attemptId: string,
  settlement: Settlement,
): Promise<ChargeAttempt['state']> {
  const settled = await settleAndApply(app, attemptId, settlement);
  if (settled) return settled.state;
  const now = await findAttempt(app.db, attemptId);
  if (!now) throw new Error(`charge attempt ${attemptId} vanished`);
  return now.state;
}

/**
 * Settles a kept (3-D Secure) order's attempt with the provider's answer at the member's return or
 * at the abandoned-challenge cleanup; the settle hook makes the contract live or gives it back. Answers
 * the attempt's state as it now stands.
 */
export async function settleKept(
  app: FastifyInstance,
  kept: KeptCharge,
  settlement: Settlement,
): Promise<ChargeAttempt['state']> {
  const attemptId = kept.attemptId ?? (await findAttemptByKey(app.db, kept.charge.idempotencyKey))?.id;
  if (!attemptId) throw new Error(`no charge attempt under key ${kept.charge.idempotencyKey}`);
  return settleOrder(app, attemptId, settlement);
}
