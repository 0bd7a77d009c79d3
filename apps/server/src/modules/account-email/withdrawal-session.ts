import type { SurveyAnswers } from '@vs/contract';
import type { FastifyRequest } from 'fastify';

/** The confirmation step passed: consent given and the survey answered, waiting for the PIN. */
export interface ConfirmedWithdrawal {
  readonly surveyAnswers: SurveyAnswers;
  /** The account that confirmed: a session that logs in as someone else meanwhile must start over. */
  readonly accountId: string;
}

declare module '../session/session-data' {
  interface SessionData {
    withdrawal?: ConfirmedWithdrawal;
  }
}

/** This session's confirmed withdrawal of `accountId`, or null. */
export async function confirmedWithdrawalOf(
  request: FastifyRequest,
  accountId: string,
): Promise<ConfirmedWithdrawal | null> {
  const confirmed = await request.session.get('withdrawal');
  return confirmed?.accountId === accountId ? confirmed : null;
}
