import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { sandboxSettings, startPaymentSandbox, type RunningSandbox } from '../../test/payment-sandbox';
import {
  attemptsOf,
  addCard,
  CARDS,
  contractOf,
  insertDueContract,
  insertPlan,
  memberWithCard,
  sandboxCardReference,
} from './billing-fixtures.test-kit';
import { runBillingOnce } from './billing-run';
import { settlePeriod } from './settle-period';

const SLOW_CHARGE_MS = 1500;
const jst = (day: string) => new Date(`${day}T00:00:00+09:00`);

/** The renewal job through the real app, the ledger and the sandbox provider, on a clock the test moves. */
describe('renewals', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let sandbox: RunningSandbox;
  let now = new Date('2026-12-10T03:00:00Z'); // 12:00 JST
  const cards: Record<keyof typeof CARDS, string> = { ok: '', declined: '', slow: '' };
  const run = () => runBillingOnce(app);

  beforeAll(async () => {
    sandbox = await startPaymentSandbox(SLOW_CHARGE_MS);
    db = await createTestDatabase();
    app = await buildTestApp(db.database, sandboxSettings(sandbox, 400), undefined, { now: () => now });
    for (const kind of Object.keys(CARDS) as (keyof typeof CARDS)[])
      cards[kind] = await sandboxCardReference(sandbox, CARDS[kind]);
    await insertPlan(db.database.db, { planId: 'bill-monthly', price: 1100, unit: 'months', span: 1 });
    await insertPlan(db.database.db, { planId: 'bill-weekly', price: 540, unit: 'weeks', span: 1, taxRate: 8 });
    await insertPlan(db.database.db, {
      planId: 'bill-stopping',
      price: 1100,
      unit: 'months',
      span: 1,
      forceStop: new Date('2026-12-20T00:00:00+09:00'),
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await sandbox?.stop();
  });

  const contract = async (
    card: string | null,
    values: Partial<typeof subscriptions.$inferInsert> & { planId: string; nextSettlementDay: string | null },
  ) => {
    const { accountId, methodId } = await memberWithCard(db.database.db, card);
    return insertDueContract(db.database.db, { accountId, paymentMethodId: methodId, ...values });
  };

  it('turns a trial into a paid contract at its end, charging the plan price once', async () => {
    now = new Date('2026-12-10T03:00:00Z');
    const id = await contract(cards.ok, {
      planId: 'bill-monthly',
      status: 'NEW_TRIAL_CONTRACT',
      nextSettlementDay: '2026-12-10',
      firstPaymentDay: jst('2026-12-10'),
    });
    const answer = await run();
    expect(answer.charged).toBeGreaterThanOrEqual(1);
    expect(await contractOf(db.database.db, id)).toMatchObject({
      status: 'TRIAL_TO_PAID',
      nextSettlementDay: '2027-01-10',
      entitlementEnds: jst('2027-01-10'),
    });
    const attempts = await attemptsOf(db.database.db, id);
    expect(attempts).toMatchObject([
      {
        kind: 'trialConversion',
        state: 'charged',
        amountJpy: 1100,
        taxAmount: 100,
        taxRate: 10,
        periodStart: '2026-12-10',
      },
    ]);
    expect(attempts[0]?.providerChargeId).toMatch(/^chg_/);
    expect(attempts[0]?.paymentMethod).toMatchObject({ paymentMethodType: 'SbpsCredit', cardNumberSuffix: '1111' });
    // Run again the same day: the period is paid, nothing more is charged.
    await run();
    expect(await attemptsOf(db.database.db, id)).toHaveLength(1);
  });

  it('charges the discounted price while discounted payments remain, then the plan price', async () => {
    now = new Date('2026-12-10T03:00:00Z');
    const id = await contract(cards.ok, {
      planId: 'bill-weekly',
      nextSettlementDay: '2026-12-10',
      billingAmount: 270,
      planPrice: 540,
      discountRemaining: 1,
    });
    await run();
    expect(await contractOf(db.database.db, id)).toMatchObject({
      nextSettlementDay: '2026-12-17',
      discountRemaining: 0,
    });
    now = new Date('2026-12-17T00:30:00Z');
    await run();
    expect(await contractOf(db.database.db, id)).toMatchObject({
      status: 'ONGOING_CONTRACT',
      nextSettlementDay: '2026-12-24',
      entitlementEnds: jst('2026-12-24'),
    });
    expect(
      (await attemptsOf(db.database.db, id)).map(({ amountJpy, taxAmount, taxRate }) => ({
        amountJpy,
        taxAmount,
        taxRate,
      })),
    ).toEqual([
      { amountJpy: 270, taxAmount: 20, taxRate: 8 },
      { amountJpy: 540, taxAmount: 40, taxRate: 8 },
    ]);
  });

  it('holds a declined renewal; no retry the same JST day, nor the next without a method', async () => {
    now = new Date('2026-12-10T03:00:00Z');
    const id = await contract(cards.declined, { planId: 'bill-monthly', nextSettlementDay: '2026-12-10' });
    expect((await run()).failed).toBeGreaterThanOrEqual(1);
    const held = await contractOf(db.database.db, id);
    expect(held).toMatchObject({ status: 'HOLD', nextSettlementDay: '2026-12-10', entitlementEnds: jst('2026-12-10') });
    expect(held.holdSince).toEqual(now);
    // Held contracts are left to the member: the job does not charge them again.
    await run();
    expect(await attemptsOf(db.database.db, id)).toHaveLength(1);

    now = new Date('2026-12-10T14:59:00Z'); // 23:59 JST, still the day it failed
    expect(await settlePeriod(app, id, { kind: 'retry' })).toEqual({ kind: 'tooEarly' });

    // The next JST day a retry may run, but not without a payment method (nothing is tried then).
    now = new Date('2026-12-10T15:00:00Z'); // 00:00 JST on the 11th
    await db.database.db.update(subscriptions).set({ paymentMethodId: null }).where(eq(subscriptions.id, id));
    expect(await settlePeriod(app, id, { kind: 'retry' })).toEqual({ kind: 'noMethod' });
    expect(await attemptsOf(db.database.db, id)).toHaveLength(1);
  });

  it('charges the retry of a held period once; the next period counts from the original settlement day', async () => {
    now = new Date('2026-12-10T03:00:00Z');
    const { accountId, methodId: declinedMethod } = await memberWithCard(db.database.db, cards.declined);
    const id = await insertDueContract(db.database.db, {
      accountId,
      paymentMethodId: declinedMethod,
      planId: 'bill-monthly',
      nextSettlementDay: '2026-12-10',
      status: 'NEW_TRIAL_CONTRACT',
    });
    await run();
    expect(await contractOf(db.database.db, id)).toMatchObject({ status: 'TRIAL_HOLD' });
    // A declined retry the next day keeps the hold and moves the next allowed retry a day on.
    now = new Date('2026-12-11T03:00:00Z');
    expect(await settlePeriod(app, id, { kind: 'retry' })).toEqual({ kind: 'declined' });
    expect(await settlePeriod(app, id, { kind: 'retry' })).toEqual({ kind: 'tooEarly' });

    now = new Date('2026-12-12T03:00:00Z');
    const okMethod = await addCard(db.database.db, accountId, cards.ok);
    await db.database.db.update(subscriptions).set({ paymentMethodId: okMethod }).where(eq(subscriptions.id, id));
    const [first, second] = await Promise.all([
      settlePeriod(app, id, { kind: 'retry' }),
      settlePeriod(app, id, { kind: 'retry' }),
    ]);
    // A double click: one charges, the other finds the period's attempt open or the hold released.
    const kinds = [first?.kind, second?.kind];
    expect(kinds.filter((kind) => kind === 'charged')).toHaveLength(1);
    expect(kinds.filter((kind) => kind !== 'charged')[0]).toMatch(/^(inProgress|notOnHold)$/);
    expect(await contractOf(db.database.db, id)).toMatchObject({
      status: 'TRIAL_HOLD_RELEASED',
      nextSettlementDay: '2027-01-10',
      holdSince: null,
      entitlementEnds: jst('2027-01-10'),
    });
    expect((await attemptsOf(db.database.db, id)).map(({ kind, state }) => `${kind} ${state}`)).toEqual([
      'trialConversion failed',
      'retry failed',
      'retry charged',
    ]);
  });

  it('leaves a timed-out renewal unknown; the reconciler settles it charged once, no more', async () => {
    now = new Date('2026-12-10T03:00:00Z');
    const id = await contract(cards.slow, { planId: 'bill-monthly', nextSettlementDay: '2026-12-10' });
    expect((await run()).unknown).toBe(1);
    const [attempt] = await attemptsOf(db.database.db, id);
    expect(attempt).toMatchObject({ state: 'unknown' });
    expect(await contractOf(db.database.db, id)).toMatchObject({
      status: 'ONGOING_CONTRACT',
      nextSettlementDay: '2026-12-10',
    });
    // Still processing at the provider: the period stays taken, nothing is charged again.
    expect(await run()).toMatchObject({ charged: 0, unknown: 0, reconciled: 0 });
    await new Promise((resolve) => setTimeout(resolve, SLOW_CHARGE_MS + 200));
    expect(await run()).toMatchObject({ reconciled: 1, charged: 0 });
    expect(await contractOf(db.database.db, id)).toMatchObject({
      status: 'ONGOING_CONTRACT',
      nextSettlementDay: '2027-01-10',
    });
    expect(await attemptsOf(db.database.db, id)).toMatchObject([
      { state: 'charged', providerKey: attempt?.providerKey },
    ]);
    expect(await run()).toMatchObject({ charged: 0, reconciled: 0 });
  });

  it("keeps a member's retry with a lost answer held; no second charge; the reconciler releases it", async () => {
    now = new Date('2026-12-10T03:00:00Z');
    const { accountId, methodId: declinedMethod } = await memberWithCard(db.database.db, cards.declined);
    const id = await insertDueContract(db.database.db, {
      accountId,
      paymentMethodId: declinedMethod,
      planId: 'bill-monthly',
      nextSettlementDay: '2026-12-10',
    });
    await run();
    expect(await contractOf(db.database.db, id)).toMatchObject({ status: 'HOLD' });

    // The next JST day, with the card that answers only after the caller gave up.
    now = new Date('2026-12-11T03:00:00Z');
    const slowMethod = await addCard(db.database.db, accountId, cards.slow);
    await db.database.db.update(subscriptions).set({ paymentMethodId: slowMethod }).where(eq(subscriptions.id, id));
    expect(await settlePeriod(app, id, { kind: 'retry' })).toEqual({ kind: 'unknown' });
    const retried = (await attemptsOf(db.database.db, id)).find((attempt) => attempt.kind === 'retry');
    expect(retried).toMatchObject({ state: 'unknown' });
    // Still held, and a second press finds the period's attempt open: nothing is asked of the provider again.
    expect(await contractOf(db.database.db, id)).toMatchObject({ status: 'HOLD', nextSettlementDay: '2026-12-10' });
    expect(await settlePeriod(app, id, { kind: 'retry' })).toEqual({ kind: 'inProgress' });
    expect(await run()).toMatchObject({ charged: 0, reconciled: 0 });

    await new Promise((resolve) => setTimeout(resolve, SLOW_CHARGE_MS + 200));
    expect(await run()).toMatchObject({ reconciled: 1, charged: 0 });
    expect(await contractOf(db.database.db, id)).toMatchObject({
      status: 'HOLD_RELEASED',
      nextSettlementDay: '2027-01-10',
      holdSince: null,
    });
    expect((await attemptsOf(db.database.db, id)).map(({ kind, state }) => `${kind} ${state}`)).toEqual([
      'renewal failed',
      'retry charged',
    ]);
    expect(await settlePeriod(app, id, { kind: 'retry' })).toEqual({ kind: 'notOnHold' });
  });

  it('ends scheduled cancellations at period end, forced stops and campaign-code contracts, uncharged', async () => {
    now = new Date('2026-12-20T03:00:00Z');
    const cancelled = await contract(cards.ok, {
      planId: 'bill-monthly',
      status: 'CANCEL_REQUEST',
      nextSettlementDay: '2026-12-20',
    });
    const stopped = await contract(cards.ok, { planId: 'bill-stopping', nextSettlementDay: '2026-12-20' });
    const byCode = await contract(null, {
      planId: 'bill-monthly',
      status: 'NEW_CONTRACT',
      paymentMethodType: 'CampaignCode',
      nextSettlementDay: null,
      expiresAt: new Date('2026-12-19T10:00:00Z'),
    });
    const notYet = await contract(cards.ok, {
      planId: 'bill-monthly',
      status: 'CANCEL_REQUEST',
      nextSettlementDay: '2026-12-21',
    });
    expect((await run()).cancelled).toBe(3);
    for (const id of [cancelled, stopped, byCode]) {
      expect(await contractOf(db.database.db, id)).toMatchObject({
        status: 'CANCELLED',
        cancelledAt: now,
        nextSettlementDay: null,
      });
      expect(await attemptsOf(db.database.db, id)).toEqual([]);
    }
    expect((await contractOf(db.database.db, cancelled)).entitlementEnds).toEqual(jst('2026-12-20'));
    expect(await contractOf(db.database.db, notYet)).toMatchObject({ status: 'CANCEL_REQUEST' });
  });

  it('holds a contract with no usable payment method, with a failed attempt on record', async () => {
    now = new Date('2026-12-10T03:00:00Z');
    const id = await contract(null, { planId: 'bill-monthly', nextSettlementDay: '2026-12-10' });
    await run();
    expect(await contractOf(db.database.db, id)).toMatchObject({ status: 'HOLD' });
    expect(await attemptsOf(db.database.db, id)).toMatchObject([{ state: 'failed', failureReason: 'noPaymentMethod' }]);
  });
});
