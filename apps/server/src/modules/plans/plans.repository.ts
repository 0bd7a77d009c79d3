import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import type { PlanRow } from './plan-mapper';

/** A store's plans in display order (ties by planId, so the order never flickers). */
export async function listPlans(db: Db, storeId: string): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.storeId, storeId)).orderBy(asc(plans.displayOrder), asc(plans.planId));
}

/** Scoped by store: another store's planId is simply not found. */
export async function findPlan(db: Db, storeId: string, planId: string): Promise<PlanRow | null> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.storeId, storeId), eq(plans.planId, planId)))
    .limit(1);
  return rows[0] ?? null;
}
