import type { endpoints, PurchaseAnswer } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import { requireMember } from '../member/require-member';
import { requireStore } from '../store/store.plugin';
import { giveBackPlace } from './abandoned-challenges';
import { completeToken, keepForChallenge, publicAnswer, takeChallenge, tokenState } from './idempotency';
import type { PurchasePaymentPort } from './payment-port';
import { chargeError, purchaseError, purchaseFlowError } from './purchase-errors';
import { pathsOf, requirePlan } from './purchase-order';
import { settleKept } from './order-settlement';
import type { KeptCharge } from './purchase';

/** How long a second return waits for the first one's result before PURCHASE_IN_PROGRESS. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /zapi/purchase/{planId}/challenge-return: the member is back from the provider's 3-D Secure
 * page. The result is the provider's, asked again with the purchase's idempotency key, never read
 * from the return's query: a forged return finds the challenge still open, a replayed one finds the
 * purchase already finished (its answer) or already failed (the flow is over), and neither makes a
 * contract.
 */
export async function challengeReturn(
  app: FastifyInstance,
  payments: PurchasePaymentPort,
  call: EndpointCall<typeof endpoints.purchaseChallengeReturn>,
): Promise<PurchaseAnswer> {
  const { request, params } = call;
  const member = await requireMember(app, request);
  const storeId = requireStore(request).id;
  const plan = await requirePlan(app, request, storeId, params.planId);
  const verified = await request.session.get('purchaseOrder');
  const paths = pathsOf(plan.planId, verified);
  if (!verified || verified.planId !== plan.planId) throw purchaseFlowError(request, paths.choose);
  const token = verified.purchaseToken;
  const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
  let kept: KeptCharge | null = null;
  for (;;) {
    const taken = await takeChallenge(app.db, member.id, token);
    if (taken) {
      kept = taken['kept'] as KeptCharge;
      break;
    }
    const row = await tokenState(app.db, member.id, token);
    if (row?.state === 'done' && row.answer) return row.answer as unknown as PurchaseAnswer;
    if (row?.state !== 'pending') throw purchaseFlowError(request, paths.choose);
    if (Date.now() > waitUntil) throw purchaseError(request, 'PURCHASE_IN_PROGRESS');
    await sleep(POLL_MS);
  }
  const waitAgain = () =>
    keepForChallenge(app.db, member.id, token, {
      redirectTo: kept.challengeUrl,
      contractId: kept.contractId,
      kept,
    });
  let outcome;
  try {
    outcome = await payments.charge(kept.charge);
  } catch (error) {
    await waitAgain();
    throw error;
  }
  if (outcome.kind === 'success') {
    // Charged at the provider: the ledger settles it (the reconciler may have done so already) and
    // its hook makes the contract live, once.
    await settleKept(app, kept, { state: 'charged', providerChargeId: outcome.chargeId, now: app.now() });
    const answer = { redirectTo: paths.complete, contractId: kept.contractId };
    await completeToken(app.db, member.id, token, answer);
    return answer;
  }
  if (outcome.kind === 'needs-3ds') {
    // Back without passing (the challenge is still open at the provider): to the challenge again.
    await waitAgain();
    return publicAnswer({ redirectTo: kept.challengeUrl, contractId: kept.contractId }) as unknown as PurchaseAnswer;
  }
  if (outcome.kind === 'provider-timeout') {
    await waitAgain();
    throw chargeError(request, 'PURCHASE_CHARGE_TIMEOUT');
  }
  // Failed or declined: nothing was charged, so the pending contract goes and its sale is given back.
  await giveBackPlace(app, member.id, token, kept, 'challengeFailed');
  await request.session.set('purchaseOrder', undefined);
  throw chargeError(request, 'PURCHASE_CHARGE_3DS_FAILED');
}
