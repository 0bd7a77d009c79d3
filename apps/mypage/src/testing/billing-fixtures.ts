import type { Invoice, InvoiceScreenData, PaymentHistoryItem, PaymentHistoryPage } from '@vs/contract';

export const anEarningsId = '1a2b3c4d-0000-4000-8000-000000000001';

export const aPaymentHistoryItem = (extra: Partial<PaymentHistoryItem> = {}): PaymentHistoryItem => ({
  earningsId: anEarningsId,
  // 2026-03-31 23:30 UTC: 1 April in Japan.
  createdAt: '2026-03-31T23:30:00.000Z',
  planName: '見放題 年額プラン',
  accountPaymentMethod: { paymentMethodType: 'SbpsCredit', credit: { cardbrandCode: 'V', cardNumberSuffix: '1111' } },
  billingAmount: 9900,
  netBillingAmount: 9000,
  taxAmount: 900,
  taxRate: 10,
  ...extra,
});

export const aPaymentHistoryPage = (extra: Partial<PaymentHistoryPage> = {}): PaymentHistoryPage => ({
  currentPage: 1,
  lastPage: 1,
  perPage: 10,
  totalCount: 1,
  items: [aPaymentHistoryItem()],
  ...extra,
});

export const anInvoice = (extra: Partial<Invoice> = {}): Invoice => ({
  ...aPaymentHistoryItem(),
  orderInfoId: 'b0b0b0b0-0000-4000-8000-000000000002',
  invoiceNumber: '20260401-1A2B3C4D-01',
  issueNumber: 1,
  issuedAt: '2026-12-03T01:00:00.000Z',
  issuerName: 'デモビデオストア株式会社',
  invoiceRegistrationNumber: 'T7123456789012',
  contactEmail: 'member@example.com',
  addressee: '株式会社デモ商事',
  honorific: '御中',
  taxLines: [{ taxRate: 10, amount: 9900, taxAmount: 900 }],
  ...extra,
});

export const anInvoiceScreen = (latestIssue: Invoice | null = null): InvoiceScreenData => ({
  earningsId: anEarningsId,
  planName: '見放題 年額プラン',
  createdAt: '2026-03-31T23:30:00.000Z',
  billingAmount: 9900,
  latestIssue,
});
