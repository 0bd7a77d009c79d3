import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeAttempts, entitlements, subscriptions } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember } from '../../test/member-fixtures';
import { reconcileAttempts } from './index';

const migrations = resolve(import.meta.dirname, '../../db/migrations');
/** The statement of a migration file that starts with `head` (comments before it skipped). */
const statementOf = (file: string, head: string): string => {
  const statements = readFileSync(resolve(migrations, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((text) =>
      text
        .split('\n')
        .filter((line) => !line.startsWith('--'))
        .join('\n')
        .trim(),
    );
  const found = statements.find((text) => text.startsWith(head));
  if (!found) throw new Error(`${file}: no statement starting ${head}`);
  return found;
};

/**
 * The carry-over of contracts made before the ledger (0014_billing.sql's INSERT and 0016's activation),
 * run again here over contracts written the old way: rows cannot exist before the migrations of a new
 * test database run, so the statements themselves are replayed on such rows.
 */
describe('contracts carried into the ledger', () => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('makes a live contract a charged attempt, a pending one an unknown attempt the reconciler settles', async () => {
    const { member } = await loggedInMember(app, db, 'carried@example.com');
    const token = '0b7c4f2e-1111-4222-8333-944455556666';
    const old = { storeId: 'demo', accountId: member.id, billingAmount: 2500, taxAmount: 227, taxRate: 10 };
    const [live] = await db.database.db
      .insert(subscriptions)
      .values({
        ...old,
        planId: 'purchase',
        planType: 'purchase',
        status: 'NEW_CONTRACT',
        paymentMethodType: 'SbpsCredit',
      })
      .returning();
    const [pending] = await db.database.db
      .insert(subscriptions)
      .values({ ...old, planId: 'rental-2d', planType: 'rental', status: 'PENDING', purchaseToken: token })
      .returning();

    await db.database.db.execute(sql.raw(statementOf('0014_billing.sql', 'INSERT INTO "charge_attempts"')));
    await db.database.db.execute(sql.raw(statementOf('0016_ledger_activation.sql', 'UPDATE "subscriptions"')));

    const attemptOf = async (id: string | undefined) =>
      db.database.db
        .select()
        .from(chargeAttempts)
        .where(eq(chargeAttempts.subscriptionId, id ?? ''));
    expect(await attemptOf(live?.id)).toMatchObject([
      {
        kind: 'purchase',
        state: 'charged',
        amountJpy: 2500,
        taxAmount: 227,
        providerKey: `migrated:${live?.id}`,
        paymentMethod: { paymentMethodType: 'SbpsCredit' },
      },
    ]);
    // Asked of the provider under the purchase token: the key its charge was made with.
    expect(await attemptOf(pending?.id)).toMatchObject([
      { kind: 'rental', state: 'unknown', providerKey: token, orderToken: token },
    ]);
    const charged = async (key: string) =>
      key === token ? ({ kind: 'charged', chargeId: 'chg-old' } as const) : ({ kind: 'unavailable' } as const);
    expect(await reconcileAttempts(app, app.now(), charged)).toBe(1);
    const [activated] = await db.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, pending?.id ?? ''));
    expect(activated?.status).toBe('NEW_CONTRACT');
    expect(
      await db.database.db
        .select()
        .from(entitlements)
        .where(eq(entitlements.subscriptionId, pending?.id ?? '')),
    ).toHaveLength(1);
  });
});
