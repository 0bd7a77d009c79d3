import { describe, expect, it } from 'vitest';
import type { PaymentMethodRow } from '../payment/payment-methods.repository';
import {
  cardOf,
  detailOf,
  isExpiredMethod,
  isUsableMethod,
  shownStatusOf,
  type SubscriptionFacts,
} from './subscription-view';

const card = (cardExpireDate: string): PaymentMethodRow => ({
  id: 'pm',
  storeId: 'demo',
  accountId: 'a',
  type: 'SbpsCredit',
  provider: 'sandbox',
  providerReference: 'ref',
  cardBrand: 'V',
  cardLast4: '4242',
  cardExpireDate,
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

const facts = (over: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  id: 's',
  planId: 'monthly',
  planType: 'subscription',
  status: 'ONGOING_CONTRACT',
  nextSettlementDay: '2026-12-10',
  createdAt: new Date('2026-10-10T00:00:00Z'),
  billingAmount: 495,
  planPrice: 990,
  discountRemaining: 0,
  campaignName: null,
  campaignStartDate: null,
  campaignEndDate: null,
  firstPaymentDay: null,
  expiresAt: null,
  holdSince: null,
  cancelledAt: null,
  paymentMethodType: 'SbpsCredit',
  method: card('203012'),
  plan: null,
  hasUnsettledCharge: false,
  ...over,
});

describe('what the contract pages decide from a contract', () => {
  it('is renewing from 00:00 JST of the settlement day, not before', () => {
    expect(cardOf(facts(), new Date('2026-12-09T14:59:59Z')).isRenewing).toBe(false);
    expect(cardOf(facts(), new Date('2026-12-09T15:00:00Z')).isRenewing).toBe(true);
    // A held contract is past its day on purpose: the member acts, nothing is renewing.
    expect(cardOf(facts({ status: 'HOLD' }), new Date('2026-12-20T00:00:00Z')).isRenewing).toBe(false);
  });

  it('lets a card pay through its month end in JST', () => {
    expect(isExpiredMethod(card('202611'), new Date('2026-11-30T14:59:59Z'))).toBe(false);
    expect(isExpiredMethod(card('202611'), new Date('2026-11-30T15:00:00Z'))).toBe(true);
    expect(isUsableMethod(card('203012'), 'sandbox', new Date('2026-11-30T15:00:00Z'))).toBe(true);
    expect(isUsableMethod(card('203012'), 'other-provider', new Date('2026-11-30T15:00:00Z'))).toBe(false);
    expect(isUsableMethod(null, 'sandbox', new Date())).toBe(false);
  });

  it('shows a contract that ended by itself as cancelled, and an unknown status as a contract', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(shownStatusOf({ status: 'NEW_CONTRACT', expiresAt: new Date('2026-11-30T00:00:00Z') }, now)).toBe(
      'CANCELLED',
    );
    expect(shownStatusOf({ status: 'SOMETHING_NEW', expiresAt: null }, now)).toBe('ONGOING_CONTRACT');
  });

  it('charges the discounted amount while discounted payments remain, then the price', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    expect(detailOf(facts({ discountRemaining: 2 }), now, 'sandbox').billingAmount).toBe(495);
    expect(detailOf(facts({ discountRemaining: 0 }), now, 'sandbox')).toMatchObject({
      billingAmount: 990,
      originalPrice: 990,
    });
  });

  it('offers the undo of a scheduled cancellation only before the day and with a usable method', () => {
    const scheduled = facts({ status: 'CANCEL_REQUEST' });
    const before = new Date('2026-12-09T14:00:00Z');
    expect(detailOf(scheduled, before, 'sandbox')).toMatchObject({ canUndoCancel: true, endDate: '2026-12-09' });
    expect(detailOf(scheduled, new Date('2026-12-09T15:00:00Z'), 'sandbox').canUndoCancel).toBe(false);
    expect(detailOf(facts({ status: 'CANCEL_REQUEST', method: card('202601') }), before, 'sandbox').canUndoCancel).toBe(
      false,
    );
  });

  it('allows a retry from the JST day after the hold', () => {
    const held = facts({ status: 'HOLD', holdSince: new Date('2026-12-10T14:59:00Z') }); // 23:59 JST
    expect(detailOf(held, new Date('2026-12-10T15:00:00Z'), 'sandbox').retryAvailableFrom).toBe('2026-12-11');
  });
});
