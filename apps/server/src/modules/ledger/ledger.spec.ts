import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../account/accounts.repository';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  findLiveAttemptOfOrder,
  markUnknown,
  NOT_FOUND_BELIEVED_AFTER_MS,
  onSettled,
  PENDING_ABANDONED_AFTER_MS,
  reconcileAttempts,
  recordAttempt,
  settleAttempt,
  unsettledAttempts,
  type ChargeAttempt,
  type NewChargeAttempt,
  type ProviderChargeState,
} from './index';

/** The ledger over a real database: one live attempt per order and per period, settled once. */
describe('charge ledger', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let accountId: string;
  const applied: ChargeAttempt[] = [];
  const T0 = new Date('2026-12-01T00:00:00Z');
  let seq = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database);
    onSettled(app, ['purchase', 'renewal'], async (_tx, attempt) => void applied.push(attempt));
    const account = await insertAccount(db.database.db, {
      storeId: 'demo',
      email: 'ledger@example.com',
      userId: null,
      passwordHash: 'x',
      phoneNumber: null,
      customAssociatedInfo: {},
    });
    accountId = account.id;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const attempt = (over: Partial<NewChargeAttempt> = {}): NewChargeAttempt => ({
    storeId: 'demo',
    accountId,
    subscriptionId: null,
    planId: 'purchase',
    planName: 'Purchase',
    kind: 'purchase',
    amountJpy: 2500,
    taxAmount: 227,
    taxRate: 10,
    paymentMethodId: null,
    paymentMethod: null,
    providerKey: `key-${++seq}`,
    orderToken: `order-${seq}`,
    now: T0,
    ...over,
  });

  it('answers the live attempt of an order instead of a second one, also under 20 parallel writers', async () => {
    const orderToken = 'order-parallel';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recordAttempt(db.database.db, attempt({ orderToken, providerKey: `parallel-${i}` })),
      ),
    );
    expect(results.filter((r) => r.kind === 'recorded')).toHaveLength(1);
    const ids = new Set(results.map((r) => r.attempt.id));
    expect(ids.size).toBe(1);
    expect((await findLiveAttemptOfOrder(db.database.db, accountId, orderToken))?.state).toBe('pending');
  });

  it('allows a new attempt of an order once the previous one failed', async () => {
    const first = await recordAttempt(db.database.db, attempt({ orderToken: 'order-again' }));
    await settleAttempt(db.database.db, first.attempt.id, { state: 'failed', failureReason: 'declined', now: T0 });
    const second = await recordAttempt(db.database.db, attempt({ orderToken: 'order-again' }));
    expect(second.kind).toBe('recorded');
    expect(second.attempt.id).not.toBe(first.attempt.id);
  });

  it('settles only from pending or unknown: the second settler gets nothing', async () => {
    const { attempt: row } = await recordAttempt(db.database.db, attempt());
    expect((await markUnknown(db.database.db, row.id))?.state).toBe('unknown');
    const won = await settleAttempt(db.database.db, row.id, { state: 'charged', providerChargeId: 'chg', now: T0 });
    expect(won).toMatchObject({ state: 'charged', providerChargeId: 'chg', settledAt: T0 });
    expect(await settleAttempt(db.database.db, row.id, { state: 'failed', failureReason: 'x', now: T0 })).toBeNull();
    expect(await markUnknown(db.database.db, row.id)).toBeNull();
  });

  it('reconciles: charged and declined settle, the hook runs once; processing and early "not found" wait', async () => {
    const rows = await Promise.all(
      ['charged', 'declined', 'processing', 'notFound', 'unavailable'].map(async (answer) => {
        const { attempt: row } = await recordAttempt(db.database.db, attempt({ providerKey: `rec-${answer}` }));
        await markUnknown(db.database.db, row.id);
        return row;
      }),
    );
    const answers: Record<string, ProviderChargeState> = {
      'rec-charged': { kind: 'charged', chargeId: 'chg-rec' },
      'rec-declined': { kind: 'declined', chargeId: null },
      'rec-processing': { kind: 'processing' },
      'rec-notFound': { kind: 'notFound' },
      'rec-unavailable': { kind: 'unavailable' },
    };
    const lookup = async (key: string) => answers[key] ?? { kind: 'unavailable' as const };
    applied.length = 0;
    expect(await reconcileAttempts(app, new Date(T0.getTime() + 1000), lookup)).toBe(2);
    expect(applied.map((a) => [a.providerKey, a.state]).sort()).toEqual([
      ['rec-charged', 'charged'],
      ['rec-declined', 'failed'],
    ]);
    // "Never received" is believed once a late request can no longer arrive.
    applied.length = 0;
    expect(await reconcileAttempts(app, new Date(T0.getTime() + NOT_FOUND_BELIEVED_AFTER_MS), lookup)).toBe(1);
    expect(applied).toMatchObject([{ providerKey: 'rec-notFound', state: 'failed', failureReason: 'neverReceived' }]);
    expect(rows).toHaveLength(5);
  });

  it('lists pending attempts only once their process must have died', async () => {
    const { attempt: row } = await recordAttempt(db.database.db, attempt({ providerKey: 'dead-process' }));
    const listed = async (minutes: number) =>
      (await unsettledAttempts(db.database.db, { pendingBefore: new Date(T0.getTime() + minutes * 60_000) })).some(
        (a) => a.id === row.id,
      );
    expect(await listed(0)).toBe(false);
    expect(await listed(PENDING_ABANDONED_AFTER_MS / 60_000)).toBe(true);
  });

  it('keeps an attempt unsettled when its hook throws, so the next run tries again', async () => {
    const { attempt: row } = await recordAttempt(
      db.database.db,
      attempt({ kind: 'rental', providerKey: 'hook-throws' }),
    );
    await markUnknown(db.database.db, row.id);
    onSettled(app, 'rental', async () => {
      throw new Error('contract store down');
    });
    const lookup = async () => ({ kind: 'charged', chargeId: 'chg-h' }) as const;
    await reconcileAttempts(app, T0, lookup);
    expect((await findLiveAttemptOfOrder(db.database.db, accountId, row.orderToken ?? ''))?.state).toBe('unknown');
  });
});
