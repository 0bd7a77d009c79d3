import type { FastifyInstance } from 'fastify';
import { findLiveAttemptOfPeriod, type ChargeAttempt } from '../ledger';
import { attemptsOfPeriod, lockContract } from './billing-contracts';
import { chargedMethodOf, chargePeriodAttempt, recordPeriodAttempt } from './period-charge';
import { jstDay } from './renewal-calendar';

/**
 * What settling a held period came to. charged / declined / unknown: the provider's answer (unknown:
 * none in time, the reconciler settles it); inProgress: an attempt of this period is still open;
 * noMethod: the contract has no usable payment method (nothing was tried); notOnHold: the contract is
 * not held; tooEarly: it was held today (JST), a retry is allowed from the next day on (spec 000 §9).
 */
export interface SettlePeriodAnswer {
  readonly kind: 'charged' | 'declined' | 'unknown' | 'inProgress' | 'noMethod' | 'notOnHold' | 'tooEarly';
}

/**
 * The member's retry of a held renewal (POST /zapi/subscription/{id}/re-settlement; the caller has
 * checked the contract is the member's). It charges the held period once, under its own attempt
 * (the period's earlier attempt is 'failed'); success releases the hold ('chargeSucceeded') and the
 * next period counts from the original settlement day, not from today.
 */
export async function settlePeriod(
  app: FastifyInstance,
  subscriptionId: string,
  { kind }: { readonly kind: 'retry' },
): Promise<SettlePeriodAnswer> {
  const now = app.now();
  const claimed = await app.db.transaction(
    async (tx): Promise<SettlePeriodAnswer | { readonly attempt: ChargeAttempt }> => {
      const contract = await lockContract(tx, subscriptionId);
      const periodStart = contract?.nextSettlementDay;
      if (!contract || !periodStart || (contract.status !== 'HOLD' && contract.status !== 'TRIAL_HOLD'))
        return { kind: 'notOnHold' };
      if (contract.holdSince && jstDay(now) <= jstDay(contract.holdSince)) return { kind: 'tooEarly' };
      if (await findLiveAttemptOfPeriod(tx, contract.id, periodStart)) return { kind: 'inProgress' };
      if (!(await chargedMethodOf(tx, contract))) return { kind: 'noMethod' };
      const tried = await attemptsOfPeriod(tx, contract.id, periodStart);
      const recorded = await recordPeriodAttempt(tx, contract, {
        kind,
        periodStart,
        providerKey: `${kind}:${contract.id}:${periodStart}:${tried + 1}`,
        now,
      });
      return recorded.kind === 'recorded' ? { attempt: recorded.attempt } : { kind: 'inProgress' };
    },
  );
  if ('attempt' in claimed) return { kind: await chargePeriodAttempt(app, claimed.attempt) };
  return claimed;
}
