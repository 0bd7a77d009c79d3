import type { WithdrawScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember } from '../../test/member-fixtures';
import { isUnderContract } from './contracted-plans';
import { contractLimitOf, isContractLimited, memberContractsOf } from './member-contracts';

/** Spec 000 §4: a live contract of any type is "a plan under contract", and counts toward the limit. */
describe('live contracts of every plan type', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const now = new Date();
  const past = new Date(now.getTime() - 60_000);
  const later = new Date(now.getTime() + 86_400_000);

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const holding = async (email: string, contracts: readonly Partial<typeof subscriptions.$inferInsert>[]) => {
    const { member, browser } = await loggedInMember(app, db, email);
    for (const contract of contracts)
      await db.database.db
        .insert(subscriptions)
        .values({ storeId: 'demo', accountId: member.id, planId: 'purchase', status: 'NEW_CONTRACT', ...contract });
    return { member, browser };
  };

  it('blocks withdrawal with a bought film (it never ends) or a running rental, not with an ended one', async () => {
    const film = await holding('film.holder@example.com', [{ planType: 'purchase' }]);
    expect(await isUnderContract(db.database.db, film.member.id, now)).toBe(true);
    expect((await film.browser.screenData('/withdraw')).json<WithdrawScreenData>().isUnderContract).toBe(true);
    const rental = await holding('rental.holder@example.com', [
      { planId: 'rental-2d', planType: 'rental', expiresAt: later },
    ]);
    expect(await isUnderContract(db.database.db, rental.member.id, now)).toBe(true);
    const ended = await holding('rental.ended@example.com', [
      { planId: 'rental-2d', planType: 'rental', expiresAt: past },
      { planId: 'monthly', planType: 'subscription', status: 'CANCELLED' },
    ]);
    expect(await isUnderContract(db.database.db, ended.member.id, now)).toBe(false);
  });

  it("counts a bought film and a running rental toward the store's contract limit", async () => {
    const { member } = await holding('limit.mixed@example.com', [
      { planType: 'purchase' },
      { planId: 'rental-2d', planType: 'rental', expiresAt: later },
    ]);
    const contracts = await memberContractsOf(db.database.db, 'demo', member.id, now);
    expect(contracts.liveContractCount).toBe(2);
    expect(isContractLimited(contracts, await contractLimitOf(db.database.db, 'demo'))).toBe(true);
  });
});
