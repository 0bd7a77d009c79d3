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

/** The newest message to `address` beyond the first `skip` ones, waiting for it to arrive. */
export async function waitForMail(address: string, { skip = 0, timeoutMs = 10_000 } = {}): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine: ParsedMail[] = [];
    for (const file of readdirSync(mailDir)
      .filter((name) => name.endsWith('.eml'))
      .sort()) {
      const mail = await parse(file);
      if (recipients(mail).includes(address.toLowerCase())) mine.push(mail);
    }
    const mail = mine[skip];
    if (mail)
      return {
        to: address,
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
      };
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

/** The 6-digit code in a message's text part. */
export function pinCodeIn(mail: ReceivedMail): string {
  const match = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no 6-digit code in the mail "${mail.subject}"`);
  return match[1];
}
