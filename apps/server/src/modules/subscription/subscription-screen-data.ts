import type {
  AccountPaymentMethod,
  MypagePlansScreenData,
  SubscriptionCompleteScreenData,
  SubscriptionPaymentMethodScreenData,
  SubscriptionScreenData,
} from '@vs/contract';
import { href } from '@vs/routes';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error';
import { searchOf } from '../../http/paths';
import { forMembers } from '../member/require-member';
import { CAMPAIGN_CODE_METHOD } from '../plans/member-contracts';
import { loginIsRecent, stepUpLoginPath } from '../member/step-up';
import { listPaymentMethods } from '../payment/payment-methods.repository';
import { savedMethodOf } from '../payment/saved-method';
import type { ScreenDataContext } from '../screen-data/registry';
import { findMemberSubscription, memberSubscriptions } from './subscription.repository';
import { cardOf, detailOf, isUsableMethod, type SubscriptionFacts } from './subscription-view';

/** Spec 000 §9 "order history shows at most 1 year": an ended contract stays on the list that long. */
function endedWithinAYear(facts: SubscriptionFacts, now: Date): boolean {
  const ended = facts.cancelledAt ?? facts.expiresAt ?? facts.createdAt;
  const yearAgo = new Date(now.getTime());
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return ended > yearAgo;
}

const detailPage = (subscriptionId: string) => href('/mypage/subscription/:subscriptionId', { subscriptionId });

/** The contract pages of My Page (spec 000 §2, §4): the list, the detail, cancel and change of payment method. */
export function registerSubscriptionScreenData(app: FastifyInstance): void {
  const provider = () => app.paymentProvider?.name ?? null;

  /** The member's own contract of the page's id; any other id is the 404 page. */
  const owned = async ({ store, params }: ScreenDataContext, accountId: string) => {
    const facts = await findMemberSubscription(
      app.db,
      { storeId: store.id, accountId },
      params['subscriptionId'] ?? '',
    );
    if (!facts) throw notFound();
    return { facts, detail: detailOf(facts, app.now(), provider()) };
  };

  app.screenData.register(
    '/mypage/plans',
    forMembers(app, async ({ store }, member): Promise<MypagePlansScreenData> => {
      const now = app.now();
      const rows = await memberSubscriptions(app.db, { storeId: store.id, accountId: member.id });
      const cards = rows.map((facts) => ({ facts, card: cardOf(facts, now) }));
      return {
        subscriptions: cards
          .filter(({ facts, card }) => card.badge !== 'cancelled' || endedWithinAYear(facts, now))
          .map(({ card }) => card),
      };
    }),
  );

  app.screenData.register(
    '/mypage/subscription/:subscriptionId',
    forMembers(app, async (screen, member): Promise<SubscriptionScreenData> => ({
      subscription: (await owned(screen, member.id)).detail,
    })),
  );

  // The confirmation asks only what can be cancelled now; anything else goes back to the detail, which says why.
  app.screenData.register(
    '/mypage/subscription/:subscriptionId/cancel',
    forMembers(app, async (screen, member) => {
      const { facts, detail } = await owned(screen, member.id);
      const cancellable =
        facts.planType === 'subscription' &&
        !detail.isRenewing &&
        ['contracted', 'trial', 'onHold'].includes(detail.badge);
      return cancellable ? { subscription: detail } : { redirectTo: detailPage(facts.id) };
    }),
  );

  app.screenData.register(
    '/mypage/subscription/:subscriptionId/cancel/complete',
    forMembers(app, async (screen, member) => {
      const { facts, detail } = await owned(screen, member.id);
      if (detail.badge !== 'cancelScheduled') return { redirectTo: detailPage(facts.id) };
      const answer: SubscriptionCompleteScreenData = {
        subscriptionId: facts.id,
        planName: detail.planName,
        endDate: detail.endDate,
        accountPaymentMethod: null,
      };
      return answer;
    }),
  );

  // Changing how a contract is paid is a payment-method change: the same recent login as My Page's methods.
  app.screenData.register(
    '/mypage/subscription/:subscriptionId/payment-method',
    forMembers(app, async (screen, member) => {
      const { facts, detail } = await owned(screen, member.id);
      if (!(await loginIsRecent(app, screen.request)))
        return { redirectTo: stepUpLoginPath(`${detailPage(facts.id)}/payment-method${searchOf(screen.request.url)}`) };
      const changeable =
        facts.planType === 'subscription' &&
        facts.paymentMethodType !== CAMPAIGN_CODE_METHOD &&
        !detail.isRenewing &&
        ['contracted', 'trial', 'onHold'].includes(detail.badge);
      if (!changeable) return { redirectTo: detailPage(facts.id) };
      const owner = { storeId: screen.store.id, accountId: member.id };
      const [rows, usages] = await Promise.all([
        listPaymentMethods(app.db, owner),
        app.paymentMethodUsages.of(app.db, owner),
      ]);
      const now = app.now();
      const answer: SubscriptionPaymentMethodScreenData = {
        subscription: detail,
        paymentMethods: rows.map((row): AccountPaymentMethod => {
          const usedBy = usages.get(row.id) ?? [];
          return { ...savedMethodOf(row), isContractUsed: usedBy.length > 0, usedBy };
        }),
        usableMethodIds: rows.filter((row) => isUsableMethod(row, provider(), now)).map((row) => row.id),
        provider: app.paymentProvider?.browser ?? null,
      };
      return answer;
    }),
  );

  app.screenData.register(
    '/mypage/subscription/:subscriptionId/payment-method/complete',
    forMembers(app, async (screen, member): Promise<SubscriptionCompleteScreenData> => {
      const { facts, detail } = await owned(screen, member.id);
      return {
        subscriptionId: facts.id,
        planName: detail.planName,
        endDate: null,
        accountPaymentMethod: detail.accountPaymentMethod,
      };
    }),
  );
}
