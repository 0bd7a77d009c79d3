import type { ApiErrorBody, PaymentMethodScreenData, PlanConfirmScreenData } from '@vs/contract';
import { endpoints } from '@vs/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeAttempts, entitlements, plans, subscriptions } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember, PASSWORD } from '../../test/member-fixtures';
import { cardTokensAt, sandboxSettings, startPaymentSandbox, type RunningSandbox } from '../../test/payment-sandbox';
import { NOT_FOUND_BELIEVED_AFTER_MS, reconcileAttempts } from '../ledger';

const SLOW_CARD = '4000 0000 0000 9995';
const OK_CARD = '4111 1111 1111 1111';
/** The sandbox's slow card answers after SLOW_MS; the server gives up after TIMEOUT_MS. */
const SLOW_MS = 1200;
const TIMEOUT_MS = 400;

/**
 * The provider's answer lost, against the real sandbox provider: the order is never given back while
 * the provider may have charged, never charged twice, and the reconciler settles it by asking the
 * provider by the attempt's key (counted at the provider, GET /v1/stats).
 */
describe('a purchase whose charge answer is lost', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startPaymentSandbox(SLOW_MS);
    db = await createTestDatabase();
    app = await buildTestApp(db.database, sandboxSettings(sandbox, TIMEOUT_MS));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await sandbox?.stop();
  });

  const stats = async () =>
    (await (
      await fetch(`${sandbox.url}/v1/stats`, { headers: { authorization: `Bearer ${sandbox.secret}` } })
    ).json()) as { succeeded: number; charges: Record<string, { calls: number; status: string }> };

  async function saveCard(browser: TestBrowser, ccNumber: string): Promise<string> {
    const saved = await browser.post(endpoints.paymentMethodCredit.path, await cardTokensAt(sandbox, ccNumber));
    expect(saved.statusCode, saved.body).toBe(200);
    const list = (
      await browser.get('/zapi/internal/mypage/payment-method/screen-data')
    ).json<PaymentMethodScreenData>();
    return list.paymentMethods.at(-1)?.accountPaymentMethodId ?? '';
  }

  async function confirmed(browser: TestBrowser, planId: string, paymentMethod: string) {
    const verified = await browser.post(`/zapi/purchase/verify/${planId}`, { paymentMethod, campaignCode: '' });
    expect(verified.statusCode, verified.body).toBe(200);
    return (await browser.screenData(`/plans/${planId}/confirm`)).json<PlanConfirmScreenData>();
  }
  const buy = (browser: TestBrowser, planId: string, paymentMethod: string, confirm: PlanConfirmScreenData) =>
    browser.post(`/zapi/purchase/${planId}`, {
      paymentMethod,
      campaignCode: '',
      purchaseToken: confirm.purchaseToken,
      surveyAnswers: {},
    });
  const contractOf = async (token: string) =>
    (await db.database.db.select().from(subscriptions).where(eq(subscriptions.purchaseToken, token)))[0];
  const attemptsOf = (token: string) =>
    db.database.db.select().from(chargeAttempts).where(eq(chargeAttempts.orderToken, token));
  const salesOf = async (planId: string) =>
    (
      await db.database.db
        .select({ n: plans.salesCount })
        .from(plans)
        .where(and(eq(plans.storeId, 'demo'), eq(plans.planId, planId)))
    )[0]?.n ?? 0;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('keeps the order, settles it charged once the provider did charge, and a retry charges nothing more', async () => {
    const { browser } = await loggedInMember(app, db, 'lost.answer@example.com');
    const card = await saveCard(browser, SLOW_CARD);
    const confirm = await confirmed(browser, 'purchase', card);
    const timedOut = await buy(browser, 'purchase', card, confirm);
    expect(timedOut.statusCode).toBe(504);
    expect(timedOut.json<ApiErrorBody>().code).toBe('PURCHASE_CHARGE_TIMEOUT');
    // Before the ledger the pending contract was deleted here, and the charge below was orphaned.
    expect(await contractOf(confirm.purchaseToken)).toMatchObject({ status: 'PENDING' });
    expect(await attemptsOf(confirm.purchaseToken)).toMatchObject([{ state: 'unknown' }]);
    // The reconciler while the provider still works on it: nothing settles.
    expect(await reconcileAttempts(app, app.now())).toBe(0);
    await sleep(SLOW_MS);
    expect((await stats()).charges[confirm.purchaseToken]).toEqual({ calls: 1, status: 'succeeded' });
    expect(await reconcileAttempts(app, app.now())).toBe(1);
    const contract = await contractOf(confirm.purchaseToken);
    expect(contract?.status).toBe('NEW_CONTRACT');
    expect(
      await db.database.db
        .select()
        .from(entitlements)
        .where(eq(entitlements.subscriptionId, contract?.id ?? '')),
    ).toHaveLength(1);
    expect(await attemptsOf(confirm.purchaseToken)).toMatchObject([
      { state: 'charged', providerChargeId: expect.stringMatching(/^chg_/) },
    ]);
    // The member retries the same order: its complete page, and the provider is not asked to charge again.
    const retried = await buy(browser, 'purchase', card, confirm);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ contractId: contract?.id });
    expect((await stats()).charges[confirm.purchaseToken]).toEqual({ calls: 1, status: 'succeeded' });
  });

  it('a retry of the same order after a timeout finds the charge by its key: one charge', async () => {
    const { browser } = await loggedInMember(app, db, 'lost.retry@example.com');
    const card = await saveCard(browser, SLOW_CARD);
    const confirm = await confirmed(browser, 'yearly', card);
    const before = (await stats()).succeeded;
    expect((await buy(browser, 'yearly', card, confirm)).statusCode).toBe(504);
    // Too early: the provider is still charging, the member hears the same "being checked" answer.
    const early = await buy(browser, 'yearly', card, confirm);
    expect(early.json<ApiErrorBody>().code).toBe('PURCHASE_CHARGE_TIMEOUT');
    await sleep(SLOW_MS);
    const retried = await buy(browser, 'yearly', card, confirm);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await contractOf(confirm.purchaseToken))?.status).toBe('NEW_CONTRACT');
    expect((await stats()).succeeded).toBe(before + 1);
    expect(await attemptsOf(confirm.purchaseToken)).toHaveLength(1);
  });

  it('refuses a new order of the plan while one is being checked (page reloaded): no second charge', async () => {
    const { browser } = await loggedInMember(app, db, 'lost.reload@example.com');
    const card = await saveCard(browser, SLOW_CARD);
    const first = await confirmed(browser, 'yearly', card);
    const before = (await stats()).succeeded;
    expect((await buy(browser, 'yearly', card, first)).statusCode).toBe(504);
    // The confirm page reloaded: the order is no longer open to confirm; back to the plan's page.
    const reloaded = await browser.screenData('/plans/yearly/confirm');
    expect(reloaded.json()).toEqual({ redirectTo: '/plans/yearly' });
    // A new order of the plan (verified again): the pending contract counts against the plan's limit.
    const again = await browser.post('/zapi/purchase/verify/yearly', { paymentMethod: card, campaignCode: '' });
    expect([again.statusCode, again.json<ApiErrorBody>().code]).toEqual([409, 'PURCHASE_CONTRACT_LIMIT']);
    await sleep(SLOW_MS);
    expect((await stats()).succeeded).toBe(before + 1);
    // The one order is settled charged: the plan's page opens on the contract, not on a second order.
    expect(await reconcileAttempts(app, app.now())).toBe(1);
    expect((await contractOf(first.purchaseToken))?.status).toBe('NEW_CONTRACT');
  });

  it('gives the contract and the seat back when the provider never received the charge', async () => {
    // A second process whose provider is unreachable (the charge call never arrives), on the same database.
    const unreachable = await buildTestApp(
      db.database,
      sandboxSettings({ ...sandbox, url: 'http://127.0.0.1:9' }, TIMEOUT_MS),
    );
    try {
      const { browser: first, member } = await loggedInMember(app, db, 'lost.never@example.com');
      const card = await saveCard(first, OK_CARD);
      const browser = await new TestBrowser(unreachable, 'localhost', {}, '10.6.9.9').open();
      const login = await browser.post('/login', {
        emailUserId: member.email,
        password: PASSWORD,
        loginMethod: 'Password',
      });
      expect(login.statusCode, login.body).toBe(200);
      const confirm = await confirmed(browser, 'few-left', card);
      const sales = await salesOf('few-left');
      expect((await buy(browser, 'few-left', card, confirm)).statusCode).toBe(504);
      expect(await salesOf('few-left')).toBe(sales + 1);
      expect((await stats()).charges[confirm.purchaseToken]).toBeUndefined();
      // The real provider answers 404 for the key; believed once a late request could no longer arrive.
      expect(await reconcileAttempts(app, app.now())).toBe(0);
      const later = new Date(app.now().getTime() + NOT_FOUND_BELIEVED_AFTER_MS);
      expect(await reconcileAttempts(app, later)).toBe(1);
      expect(await contractOf(confirm.purchaseToken)).toBeUndefined();
      expect(await salesOf('few-left')).toBe(sales);
      expect(await attemptsOf(confirm.purchaseToken)).toMatchObject([
        { state: 'failed', failureReason: 'neverReceived' },
      ]);
    } finally {
      await unreachable.close();
    }
  });

  it('charges once for 10 parallel submits of one order on the slow card', async () => {
    const { browser } = await loggedInMember(app, db, 'lost.parallel@example.com');
    const card = await saveCard(browser, SLOW_CARD);
    const confirm = await confirmed(browser, 'rental-2d', card);
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(browser, 'rental-2d', card, confirm)));
    // "Being checked" until the provider's charge is known, then the order's complete page.
    expect(answers.filter((a) => a.statusCode !== 504 && a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    await sleep(SLOW_MS);
    await reconcileAttempts(app, app.now());
    expect((await attemptsOf(confirm.purchaseToken)).map((a) => a.state)).toEqual(['charged']);
    expect((await stats()).charges[confirm.purchaseToken]).toEqual({ calls: 1, status: 'succeeded' });
    expect((await contractOf(confirm.purchaseToken))?.status).toBe('NEW_CONTRACT');
  });
});
