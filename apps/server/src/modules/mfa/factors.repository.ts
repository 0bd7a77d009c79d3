import type { EnablableMultiFactorType, MultiFactorType } from '@vs/contract';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountFactors } from '../../db/schema';

export interface FactorRow {
  readonly type: EnablableMultiFactorType;
  readonly enabledAt: Date;
  readonly isPreferred: boolean;
  readonly otpSecretSealed: string | null;
  readonly otpLastStep: number | null;
  /** SMS: the proved number its codes go to (null only for a factor from before this column that had none). */
  readonly phoneNumber: string | null;
}

const f = accountFactors;

export async function enabledFactorsOf(db: Db, accountId: string): Promise<FactorRow[]> {
  return db
    .select({
      type: f.type,
      enabledAt: f.enabledAt,
      isPreferred: f.isPreferred,
      otpSecretSealed: f.otpSecretSealed,
      otpLastStep: f.otpLastStep,
      phoneNumber: f.phoneNumber,
    })
    .from(f)
    .where(eq(f.accountId, accountId))
    .orderBy(asc(f.enabledAt));
}

/**
 * Enables (or re-enables, with a new OTP secret and a fresh replay mark, or SMS with the number just
 * proved) one factor of the account.
 */
export async function enableFactor(
  db: Db,
  accountId: string,
  type: EnablableMultiFactorType,
  now: Date,
  otpSecretSealed: string | null = null,
  phoneNumber: string | null = null,
): Promise<void> {
  const set = { enabledAt: now, otpSecretSealed, otpLastStep: null, phoneNumber };
  await db
    .insert(f)
    .values({ accountId, type, ...set })
    .onConflictDoUpdate({ target: [f.accountId, f.type], set });
}

/** True when the factor was enabled (and now is not). */
export async function disableFactor(db: Db, accountId: string, type: EnablableMultiFactorType): Promise<boolean> {
  const rows = await db
    .delete(f)
    .where(and(eq(f.accountId, accountId), eq(f.type, type)))
    .returning({ type: f.type });
  return rows.length > 0;
}

/**
 * Marks `type` as the member's preferred factor and clears the mark elsewhere, in one statement.
 * A backup code is a way in, never a preference: it only clears the mark.
 */
export async function setPreferredFactor(db: Db, accountId: string, type: MultiFactorType): Promise<void> {
  await db
    .update(f)
    .set({ isPreferred: sql`${f.type} = ${type}` })
    .where(eq(f.accountId, accountId));
}

/**
 * Records `step` as the last accepted OTP step, only if it is later than the one recorded, in one
 * UPDATE … RETURNING: true for the first use of a step, false for a replay, also when parallel
 * requests present the same code (PostgreSQL serialises the row).
 */
export async function acceptOtpStep(db: Db, accountId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(f)
    .set({ otpLastStep: step })
    .where(and(eq(f.accountId, accountId), eq(f.type, 'OTP'), or(isNull(f.otpLastStep), lt(f.otpLastStep, step))))
    .returning({ step: f.otpLastStep });
  return rows.length > 0;
}
