import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { demoConsents } from '../../test/signup-fixtures';

interface Received {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
}

/** The bodies of a MIME message's leaf parts, decoded from base64 / quoted-printable. */
function decodedParts(raw: string): { type: string; body: string }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1] ?? '');
  let chunks = [raw];
  for (const boundary of boundaries) chunks = chunks.flatMap((chunk) => chunk.split(`--${boundary}`));
  return chunks
    .map((chunk) => {
      const split = chunk.indexOf('\r\n\r\n');
      if (split === -1) return null;
      const headers = chunk.slice(0, split);
      const type = /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim().toLowerCase() ?? '';
      if (!type.startsWith('text/')) return null;
      const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
      const body = chunk.slice(split + 4);
      if (encoding === 'base64')
        return { type, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
      if (encoding === 'quoted-printable') {
        const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
        return { type, body: decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25')) };
      }
      return { type, body };
    })
    .filter((part): part is { type: string; body: string } => part !== null);
}

describe('sign-up PIN over real SMTP', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let smtp: SMTPServer;
  const inbox: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    db = await createTestDatabase();
    app = await buildTestApp(db.database, { SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await db.close();
  });

  it('delivers a well-formed multipart mail whose PIN verifies the flow', async () => {
    const email = 'smtp-reader@example.com';
    const browser = await new TestBrowser(app).open();
    await browser.post('/zapi/signup/policy', { policyConsentData: demoConsents });
    expect(
      (await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] })).statusCode,
    ).toBe(200);

    await app.mailDelivery?.idle();
    expect(inbox).toHaveLength(1);
    const [message] = inbox;
    expect(message?.from).toBe('no-reply@demo-video.example');
    expect(message?.to).toEqual([email]);
    expect(message?.raw).toMatch(/^Content-Type: multipart\/alternative/im);
    expect(message?.raw).toMatch(/^Subject: =\?UTF-8\?/im);
    expect(message?.raw).toMatch(/^Message-ID: </im);
    const parts = decodedParts(message?.raw ?? '');
    const text = parts.find((part) => part.type === 'text/plain')?.body ?? '';
    const html = parts.find((part) => part.type === 'text/html')?.body ?? '';
    const pin = /認証コード: (\d{6})/.exec(text)?.[1];
    expect(pin).toMatch(/^\d{6}$/);
    expect(html).toContain(`>${pin}</p>`);

    // No dev mailbox copy when SMTP is configured.
    expect(
      (
        await app.inject({ url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`, headers: { host: 'localhost' } })
      ).json(),
    ).toEqual({ messages: [] });
    expect((await browser.post('/zapi/signup/pin-code', { pinCode: pin })).json()).toEqual({
      redirectTo: '/signup/form',
    });
  });
});
