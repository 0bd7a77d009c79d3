import { endpoints, type BodyOf } from '@vs/contract';
import { call, nextStepOf } from '@vs/api-client';

/** Ends one of the member's other sessions, named by its handle; answers 204 or `{ redirectTo }` (step-up). */
export async function endSession(
  body: BodyOf<typeof endpoints.endSession>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.endSession, body, { signal }));
}

/** Ends every session of the member but this browser's. */
export async function endOtherSessions(signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await call(endpoints.endOtherSessions, undefined, { signal }));
}
