import type { BotCheckSettings } from '@vs/contract';
import { fetchBotCheckToken } from '@vs/api-client';

/**
 * The body of a login or code POST with a fresh bot-check token when the store enables the check
 * (`settings` present); rejects, before anything is posted, when no token could be had.
 */
export async function withBotCheck<Body extends object>(
  body: Body,
  settings: BotCheckSettings | null | undefined,
): Promise<Body & { token?: string }> {
  return settings ? { ...body, token: await fetchBotCheckToken(settings) } : body;
}
