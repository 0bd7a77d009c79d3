import { href } from '@vs/routes';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purchaseRequests } from '../../db/schema';
import { completeToken, keepForChallenge, releaseToken, takeChallenge } from './idempotency';
import type { PurchasePaymentPort } from './payment-port';
import { settleKept } from './order-settlement';
import type { KeptCharge } from './purchase';

/**
 * How long a 3-D Secure challenge lives at the provider (the issuer's challenge window), and so the
 * longest a purchase waiting for it holds its sales place: past it the member can no longer pass it,
 * so the provider's answer by the order's key is final and the place goes back to the plan.
 */
export const CHALLENGE_LIFETIME_MS = 15 * 60 * 1000;

/** Per run, so that one cleanup never holds a process for long; the rest wait for the next run. */
const BATCH = 50;

/**
 * The challenge failed, was declined or was left: nothing was charged, so the order's attempt is
 * settled 'failed' and the purchase's settle hook removes the pending contract and gives its sale back
 * (a limited plan sells that place again); the token is free.
 */
export async function giveBackPlace(
  app: FastifyInstance,
  accountId: string,
  token: string,
  kept: KeptCharge,
  failureReason: 'challengeFailed' | 'challengeAbandoned',
) {
  await settleKept(app, kept, { state: 'failed', failureReason, now: app.now() });
  await releaseToken(app.db, accountId, token);
}

/**
 * The cleanup of purchases whose member never came back from the provider's challenge page within
 * its lifetime (all of them, or one plan's when `plan` is given). Each is asked of the provider once
 * more with its idempotency key, as a return would: charged (the member passed, then closed the page)
 * → the contract goes live; still open past its lifetime, failed or declined → the place is given
 * back (the attempt settled 'failed', never deleted); the provider does not answer → the charge may
 * have happened, so the place stays held and it waits for the next run (the ledger before the seat).
 * One compare-and-set takes each, so a member's late return and this never both finish it. Answers
 * how many were settled.
 */
export async function settleAbandonedChallenges(
  app: FastifyInstance,
  payments: PurchasePaymentPort,
  now: Date,
  plan?: { readonly storeId: string; readonly planId: string },
): Promise<number> {
  const kept = sql`${purchaseRequests.answer}->'kept'`;
  const waiting = await app.db
    .select({ accountId: purchaseRequests.accountId, token: purchaseRequests.purchaseToken })
    .from(purchaseRequests)
    .where(
      and(
        eq(purchaseRequests.state, 'challenge'),
        lte(purchaseRequests.createdAt, new Date(now.getTime() - CHALLENGE_LIFETIME_MS)),
        plan ? sql`${kept}->>'planId' = ${plan.planId} and ${kept}->'charge'->>'storeId' = ${plan.storeId}` : undefined,
      ),
    )
    .limit(BATCH);
  let settled = 0;
  for (const { accountId, token } of waiting) {
    const answer = await takeChallenge(app.db, accountId, token);
    if (!answer) continue;
    const kept = answer['kept'] as KeptCharge;
    const outcome = await payments.charge(kept.charge).catch(() => null);
    if (outcome === null || outcome.kind === 'provider-timeout') {
      await keepForChallenge(app.db, accountId, token, answer);
      continue;
    }
    if (outcome.kind === 'success') {
      await settleKept(app, kept, { state: 'charged', providerChargeId: outcome.chargeId, now });
      const complete = href('/plans/:planId/complete', { planId: kept.planId });
      await completeToken(app.db, accountId, token, { redirectTo: complete, contractId: kept.contractId });
    } else {
      await giveBackPlace(app, accountId, token, kept, 'challengeAbandoned');
    }
    settled += 1;
  }
  return settled;
}
