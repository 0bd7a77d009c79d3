import type { SubscriptionDetail } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember } from '../member/require-member';
import { requireStore } from '../store/store.plugin';
import { refusal } from './subscription-errors';
import { findMemberSubscription } from './subscription.repository';
import { detailOf, type SubscriptionFacts } from './subscription-view';

export interface OwnedSubscription {
  readonly memberId: string;
  readonly storeId: string;
  readonly facts: SubscriptionFacts;
  readonly detail: SubscriptionDetail;
}

/**
 * The calling member's own contract of this store, as the detail page shows it now: a guest gets 401,
 * any other id (another member's, another store's, a malformed one) 404, never a hint that it exists.
 */
export async function ownedSubscription(
  app: FastifyInstance,
  request: FastifyRequest,
  subscriptionId: string,
): Promise<OwnedSubscription> {
  const member = await requireMember(app, request);
  const storeId = requireStore(request).id;
  const facts = await findMemberSubscription(app.db, { storeId, accountId: member.id }, subscriptionId);
  if (!facts) throw refusal(request, 'NOT_FOUND');
  return {
    memberId: member.id,
    storeId,
    facts,
    detail: detailOf(facts, app.now(), app.paymentProvider?.name ?? null),
  };
}

/** The contract as it stands after a move, for the call's answer. */
export async function reloadDetail(app: FastifyInstance, owned: OwnedSubscription): Promise<SubscriptionDetail> {
  const facts = await findMemberSubscription(
    app.db,
    { storeId: owned.storeId, accountId: owned.memberId },
    owned.facts.id,
  );
  return facts ? detailOf(facts, app.now(), app.paymentProvider?.name ?? null) : owned.detail;
}
