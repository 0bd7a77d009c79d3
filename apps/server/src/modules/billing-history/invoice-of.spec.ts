import { describe, expect, it } from 'vitest';
import { chargedMethodOf } from './history-item-of';
import type { ChargedRow } from './history.repository';
import { invoiceOf } from './invoice-of';
import type { InvoiceRow } from './invoice.repository';

const charge = (extra: Partial<ChargedRow>): ChargedRow => ({
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  storeId: 'demo',
  accountId: 'a',
  subscriptionId: null,
  planId: 'p',
  planName: 'plan',
  kind: 'purchase',
  state: 'charged',
  amountJpy: 1000,
  taxAmount: 0,
  taxRate: 10,
  paymentMethodId: null,
  paymentMethod: null,
  providerKey: 'k',
  providerChargeId: null,
  periodStart: null,
  orderToken: null,
  failureReason: null,
  createdAt: new Date('2026-12-31T15:00:00Z'),
  settledAt: null,
  ...extra,
});
const issue: InvoiceRow = {
  id: 'i',
  chargeAttemptId: 'c',
  addressee: '山田',
  honorific: '様',
  issuerName: 'issuer',
  registrationNumber: 'T7123456789012',
  contactEmail: 'm@example.com',
  issueNumber: 12,
  issuedAt: new Date('2027-01-02T00:00:00Z'),
};

describe('an invoice’s amounts', () => {
  it('takes the tax out of the tax-included amount per rate, rounded down once', () => {
    // 8 %: 1,000 × 8 / 108 = 74.07… → 74; 10 %: 1,000 × 10 / 110 = 90.9… → 90.
    expect(invoiceOf(charge({ taxRate: 8 }), issue)).toMatchObject({
      taxLines: [{ taxRate: 8, amount: 1000, taxAmount: 74 }],
      taxAmount: 74,
      netBillingAmount: 926,
    });
    expect(invoiceOf(charge({}), issue)).toMatchObject({
      taxLines: [{ taxRate: 10, amount: 1000, taxAmount: 90 }],
      netBillingAmount: 910,
    });
  });

  it('numbers the issue by the charge’s JST day, its id and the issue number', () => {
    // 2026-12-31 15:00 UTC is 1 January 2027 in Japan.
    expect(invoiceOf(charge({}), issue).invoiceNumber).toBe('20270101-1A2B3C4D-12');
  });

  it('names the charged method only when this product knows its type', () => {
    expect(chargedMethodOf({ paymentMethodType: 'SbpsPaypay' })).toEqual({
      paymentMethodType: 'SbpsPaypay',
      credit: null,
    });
    expect(chargedMethodOf({ paymentMethodType: 'Cash' })).toBeNull();
    expect(chargedMethodOf(null)).toBeNull();
  });
});
