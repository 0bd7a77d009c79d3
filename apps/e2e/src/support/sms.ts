import type { APIRequestContext } from '@playwright/test';
import { endpoints, type AnswerOf } from '@vs/contract';

/**
 * Text messages the server "sent": the e2e server runs with SMS_OUTBOX=1, so they land in its
 * outbox and GET /dev/sms.json lists them (there is no SMS provider to catch them from).
 */
export async function smsCount(api: APIRequestContext, to: string): Promise<number> {
  return (await listSms(api, to)).length;
}

export async function waitForSms(
  api: APIRequestContext,
  to: string,
  { skip = 0, timeoutMs = 10_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = (await listSms(api, to)).reverse(); // the outbox answers newest first
    const message = mine[skip];
    if (message) return message.body;
    if (Date.now() > deadline) throw new Error(`no SMS #${skip + 1} to ${to} within ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

async function listSms(api: APIRequestContext, to: string) {
  const { method, path } = endpoints.devSmsJson;
  const answer = await api.fetch(path, { method, params: { to } });
  if (!answer.ok()) throw new Error(`${method} ${path} answered ${answer.status()}`);
  const outbox = (await answer.json()) as AnswerOf<typeof endpoints.devSmsJson>;
  return [...outbox.messages];
}
