import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Where mail-catcher.mjs writes what the server sent over SMTP during this run (apps/e2e/.mail by default). */
const mailDir = process.env.E2E_MAIL_DIR ?? resolve(__dirname, '../../../../apps/e2e/.mail');

export interface ReceivedMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

async function parse(file: string): Promise<ParsedMail> {
  return simpleParser(readFileSync(join(mailDir, file)));
}

function recipients(mail: ParsedMail): string[] {
  const to = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]) : [];
  return to.flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ''));
}

/**
 * The first message to `address` beyond the first `skip` ones that `having` accepts (any, by default),
 * waiting for it to arrive.
 */
export async function waitForMail(
  address: string,
  {
    skip = 0,
    timeoutMs = 10_000,
    having = () => true,
  }: { skip?: number; timeoutMs?: number; having?: (mail: ReceivedMail) => boolean } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine: ParsedMail[] = [];
    for (const file of readdirSync(mailDir)
      .filter((name) => name.endsWith('.eml'))
      .sort()) {
      const mail = await parse(file);
      if (recipients(mail).includes(address.toLowerCase())) mine.push(mail);
    }
    const found = mine
      .slice(skip)
      .map((mail): ReceivedMail => ({
        to: address,
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
      }))
      .find(having);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail #${skip + 1} to ${address} within ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** How many messages to `address` have arrived so far (to wait for the next one with `skip`). */
export async function mailCount(address: string): Promise<number> {
  let count = 0;
  for (const file of readdirSync(mailDir).filter((name) => name.endsWith('.eml'))) {
    if (recipients(await parse(file)).includes(address.toLowerCase())) count += 1;
  }
  return count;
}

const codePattern = /(?<!\d)(\d{6})(?!\d)/;

/**
 * The 6-digit code of the first message with one beyond the first `skip`: mail goes out through a
 * queue, so a notice of the previous step (which has no code) may arrive after the count was taken.
 */
export async function waitForCode(address: string, { skip = 0, timeoutMs = 10_000 } = {}): Promise<string> {
  return pinCodeIn(await waitForMail(address, { skip, timeoutMs, having: (mail) => codePattern.test(mail.text) }));
}

/** The 6-digit code in a message's text part. */
export function pinCodeIn(mail: ReceivedMail): string {
  const match = codePattern.exec(mail.text);
  if (!match?.[1]) throw new Error(`no 6-digit code in the mail "${mail.subject}"`);
  return match[1];
}
