import { endpoints, pathOf, type ApiErrorBody, type Invoice, type InvoiceScreenData } from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, invoices, storeBillingSettings } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { testClock, TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember } from '../../test/member-fixtures';
import { insertPastCharges, type PastCharge } from './charged-rows';

describe('the qualified invoice', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(new Date('2026-12-03T01:00:00Z'));

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const charge = (accountId: string, extra: Partial<PastCharge> = {}): PastCharge => ({
    storeId: 'demo',
    accountId,
    subscriptionId: null,
    planId: 'yearly',
    planName: '見放題 年額プラン',
    kind: 'renewal',
    amountJpy: 9900,
    paymentMethod: { paymentMethodType: 'SbpsCredit', cardbrandCode: 'J', cardNumberSuffix: '0000' },
    // 2026-03-31 23:30 UTC is 1 April in Japan.
    at: new Date('2026-03-31T23:30:00Z'),
    ...extra,
  });
  const chargeOf = async (past: PastCharge) => {
    const [row] = await insertPastCharges(db.database.db, [past]);
    if (!row) throw new Error('no charge written');
    return row;
  };
  const issue = (browser: TestBrowser, earningsId: string, body: unknown) =>
    browser.post(pathOf(endpoints.invoiceIssue.path, { earningsId }), body);
  const screenOf = (browser: TestBrowser, earningsId: string) => browser.screenData(`/mypage/invoice/${earningsId}`);

  it('issues with the store’s registration, the tax per rate and the addressee, then re-issues', async () => {
    const { member, browser } = await loggedInMember(app, db, 'invoice@example.com');
    const earningsId = (await chargeOf(charge(member.id))).id;

    const before = (await screenOf(browser, earningsId)).json<InvoiceScreenData>();
    expect(before).toEqual({
      earningsId,
      planName: '見放題 年額プラン',
      createdAt: '2026-03-31T23:30:00.000Z',
      billingAmount: 9900,
      latestIssue: null,
    });

    const first = await issue(browser, earningsId, { addressee: '株式会社デモ商事', honorific: '御中' });
    expect(first.statusCode).toBe(200);
    const invoice = first.json<Invoice>();
    expect(invoice).toEqual({
      earningsId,
      createdAt: '2026-03-31T23:30:00.000Z',
      planName: '見放題 年額プラン',
      accountPaymentMethod: {
        paymentMethodType: 'SbpsCredit',
        credit: { cardbrandCode: 'J', cardNumberSuffix: '0000' },
      },
      billingAmount: 9900,
      // floor(9900 × 10 / 110) = 900, once for the rate.
      netBillingAmount: 9000,
      taxAmount: 900,
      taxRate: 10,
      orderInfoId: earningsId,
      invoiceNumber: `20260401-${earningsId.slice(0, 8).toUpperCase()}-01`,
      issueNumber: 1,
      issuedAt: clock.now().toISOString(),
      issuerName: 'デモビデオストア株式会社',
      invoiceRegistrationNumber: 'T7123456789012',
      contactEmail: 'invoice@example.com',
      addressee: '株式会社デモ商事',
      honorific: '御中',
      taxLines: [{ taxRate: 10, amount: 9900, taxAmount: 900 }],
    });
    expect((await screenOf(browser, earningsId)).json<InvoiceScreenData>().latestIssue).toEqual(invoice);

    // The member changes address and asks again under another name: a new issue, the first one untouched.
    await db.database.db.update(accounts).set({ email: 'invoice.new@example.com' }).where(eq(accounts.id, member.id));
    clock.advance(60_000);
    const second = (await issue(browser, earningsId, { addressee: '山田 太郎', honorific: '様' })).json<Invoice>();
    expect(second).toMatchObject({
      issueNumber: 2,
      invoiceNumber: `20260401-${earningsId.slice(0, 8).toUpperCase()}-02`,
      addressee: '山田 太郎',
      honorific: '様',
      contactEmail: 'invoice.new@example.com',
    });
    const none = (await issue(browser, earningsId, { addressee: '山田 花子', honorific: null })).json<Invoice>();
    expect(none).toMatchObject({ issueNumber: 3, honorific: '' });
    expect((await screenOf(browser, earningsId)).json<InvoiceScreenData>().latestIssue).toEqual(none);

    const stored = await db.database.db.select().from(invoices).where(eq(invoices.chargeAttemptId, earningsId));
    expect(
      stored.map(({ issueNumber, addressee, contactEmail }) => ({ issueNumber, addressee, contactEmail })),
    ).toEqual(
      expect.arrayContaining([
        { issueNumber: 1, addressee: '株式会社デモ商事', contactEmail: 'invoice@example.com' },
        { issueNumber: 2, addressee: '山田 太郎', contactEmail: 'invoice.new@example.com' },
        { issueNumber: 3, addressee: '山田 花子', contactEmail: 'invoice.new@example.com' },
      ]),
    );
  });

  it('keeps one number per issue when two are asked at once', async () => {
    const { member, browser } = await loggedInMember(app, db, 'parallel@example.com');
    const paid = await chargeOf(charge(member.id));
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => issue(browser, paid.id, { addressee: `宛名${i}`, honorific: '' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json<Invoice>().issueNumber).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('validates the addressee and honorific with the shared schema', async () => {
    const { member, browser } = await loggedInMember(app, db, 'fields@example.com');
    const paid = await chargeOf(charge(member.id));
    const refused = async (body: unknown) => {
      const answer = await issue(browser, paid.id, body);
      expect(answer.statusCode).toBe(400);
      return answer.json<ApiErrorBody>().fieldErrors;
    };
    expect(await refused({ addressee: '', honorific: '' })).toEqual({
      addressee: 'validation:invoice.addresseeRequired',
    });
    expect(await refused({ addressee: '株'.repeat(101), honorific: '様' })).toEqual({
      addressee: 'validation:invoice.addresseeTooLong',
    });
    expect(await refused({ addressee: '山田', honorific: '殿' })).toEqual({
      honorific: 'validation:invoice.honorificInvalid',
    });
    expect((await issue(browser, paid.id, { addressee: '株'.repeat(100), honorific: '御中' })).statusCode).toBe(200);
  });

  it('is only for the member’s own charged, paid charges of this store', async () => {
    const { member, browser } = await loggedInMember(app, db, 'owner@example.com');
    const other = await loggedInMember(app, db, 'intruder@example.com');
    const paid = await chargeOf(charge(member.id));
    const free = await chargeOf(charge(member.id, { amountJpy: 0, kind: 'subscription' }));
    const body = { addressee: '山田', honorific: '様' };
    const refusals = [
      [other.browser, paid.id],
      [browser, free.id],
      [browser, '00000000-0000-0000-0000-000000000000'],
      [browser, 'not-a-uuid'],
    ] as const;
    for (const [who, earningsId] of refusals) {
      const answer = await issue(who, earningsId, body);
      expect(answer.statusCode, earningsId).toBe(404);
      expect(answer.json<ApiErrorBody>().code).toBe('NOT_FOUND');
      expect((await screenOf(who, earningsId)).statusCode, earningsId).toBe(404);
    }
    // A row under another store never answers on this one, even with this member's id on it.
    const foreign = await chargeOf(charge(member.id, { storeId: 'second' }));
    expect((await issue(browser, foreign.id, body)).statusCode).toBe(404);
    expect((await screenOf(browser, foreign.id)).statusCode).toBe(404);

    const guest = await new TestBrowser(app).open();
    expect((await issue(guest, paid.id, body)).statusCode).toBe(401);
    expect((await screenOf(guest, paid.id)).json()).toEqual({
      redirectTo: `/login?redirect=${encodeURIComponent(`/mypage/invoice/${paid.id}`)}`,
    });
  });

  it('issues nothing for a store whose registration number is not valid', async () => {
    const { member, browser } = await loggedInMember(app, db, 'badnumber@example.com');
    const paid = await chargeOf(charge(member.id));
    await db.database.db
      .update(storeBillingSettings)
      .set({ registrationNumber: 'T8123456789012' })
      .where(eq(storeBillingSettings.storeId, 'demo'));
    try {
      expect((await issue(browser, paid.id, { addressee: '山田', honorific: '' })).statusCode).toBe(404);
    } finally {
      await db.database.db
        .update(storeBillingSettings)
        .set({ registrationNumber: 'T7123456789012' })
        .where(eq(storeBillingSettings.storeId, 'demo'));
    }
  });
});
