import type { PlanType } from '@vs/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storePurchaseSettings, subscriptions } from '../../db/schema';

/** The status of a contract whose charge is still running: it holds its place but is not shown. */
export const PENDING_STATUS = 'PENDING';
export const CANCELLED_STATUS = 'CANCELLED';
/** The payment method type of the campaign-code method (spec 000 §3). */
export const CAMPAIGN_CODE_METHOD = 'CampaignCode';

/** What the plan pages and the purchase decisions need of a member's contracts. */
export interface MemberContracts {
  /** Plans with a live contract (not cancelled, not expired; a pending charge included). */
  readonly livePlanIds: readonly string[];
  /** Live contracts of every type (subscriptions, purchases, rentals): what the store's contract limit counts. */
  readonly liveContractCount: number;
  /** Every plan the member ever contracted (live or ended). */
  readonly pastPlanIds: readonly string[];
  /** `${planId} ${campaignId}` of every contract made with a campaign. */
  readonly usedCampaigns: readonly string[];
  /** Plans the member contracted before by the campaign-code payment method. */
  readonly campaignCodePlanIds: readonly string[];
}

export const NO_CONTRACTS: MemberContracts = {
  livePlanIds: [],
  liveContractCount: 0,
  pastPlanIds: [],
  usedCampaigns: [],
  campaignCodePlanIds: [],
};

interface ContractFacts {
  readonly planId: string;
  readonly planType: PlanType;
  readonly status: string;
  readonly expiresAt: Date | null;
  readonly campaignId: string | null;
  readonly paymentMethodType: string | null;
}

export function isLive(contract: Pick<ContractFacts, 'status' | 'expiresAt'>, now: Date): boolean {
  return contract.status !== CANCELLED_STATUS && (contract.expiresAt === null || contract.expiresAt > now);
}

/** Pure: the summary of a member's contract rows. */
export function summarizeContracts(rows: readonly ContractFacts[], now: Date): MemberContracts {
  const live = rows.filter((row) => isLive(row, now));
  return {
    livePlanIds: [...new Set(live.map((row) => row.planId))],
    liveContractCount: live.length,
    pastPlanIds: [...new Set(rows.filter((row) => row.status !== PENDING_STATUS).map((row) => row.planId))],
    usedCampaigns: rows.filter((row) => row.campaignId !== null).map((row) => `${row.planId} ${row.campaignId}`),
    campaignCodePlanIds: rows.filter((row) => row.paymentMethodType === CAMPAIGN_CODE_METHOD).map((row) => row.planId),
  };
}

/** Reads a member's contracts in this store (inside the purchase's transaction when given one). */
export async function memberContractsOf(
  db: Db,
  storeId: string,
  accountId: string,
  now: Date,
): Promise<MemberContracts> {
  const rows = await db
    .select({
      planId: subscriptions.planId,
      planType: subscriptions.planType,
      status: subscriptions.status,
      expiresAt: subscriptions.expiresAt,
      campaignId: subscriptions.campaignId,
      paymentMethodType: subscriptions.paymentMethodType,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.storeId, storeId), eq(subscriptions.accountId, accountId)));
  return summarizeContracts(rows, now);
}

/** The store's limit of live subscription contracts per member; null: none. */
export async function contractLimitOf(db: Db, storeId: string): Promise<number | null> {
  const [row] = await db
    .select({ contractLimit: storePurchaseSettings.contractLimit })
    .from(storePurchaseSettings)
    .where(eq(storePurchaseSettings.storeId, storeId));
  return row?.contractLimit ?? null;
}

/**
 * A member holds live contracts up to the store's limit, of every plan type: spec 000 §4 says a
 * purchase is "not possible when the contract limit is reached", and a bought film or a running
 * rental is a live contract like a subscription (a pending charge holds its place too).
 */
export function isContractLimited(contracts: MemberContracts, contractLimit: number | null): boolean {
  return contractLimit !== null && contracts.liveContractCount >= contractLimit;
}
