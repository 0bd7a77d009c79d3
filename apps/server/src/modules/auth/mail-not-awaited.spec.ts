import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertAccount } from '../account/accounts.repository';

/** Fails when `promise` takes longer than `ms`: the request is not to wait for the mail server. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_done, fail) => setTimeout(() => fail(new Error(`still waiting after ${ms} ms`)), ms)),
  ]);
}

/**
 * The answer for a member once took 115 ms and for an unknown address 6 ms, because the mail
 * went out while the caller waited. With a mail server that does not answer, both come back at once.
 */
describe('mail the request does not wait for (password-forgot, code-login send)', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let smtp: SMTPServer;
  const accepted: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((done) => (release = done));

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          // The server takes the message only once the test releases it.
          void released.then(() => {
            accepted.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await buildTestApp(db.database, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    await insertAccount(db.database.db, {
      storeId: 'demo',
      email: 'queued.member@example.com',
      userId: null,
      passwordHash: 'x',
      customAssociatedInfo: {},
    });
  });
  afterAll(async () => {
    release();
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await db.close();
  });

  it('answers password-forgot and code-login send alike for a member and a stranger, then delivers', async () => {
    let ip = 1;
    const browser = () => new TestBrowser(app, 'localhost', {}, `10.40.0.${ip++}`).open();
    const forgot = async (email: string) => (await browser()).post('/zapi/auth/password/forgot', { email });
    const code = async (email: string) => (await browser()).post('/login/code', { email });

    const [forgotMember, forgotNobody, codeMember, codeNobody] = await within(
      5_000,
      Promise.all([
        forgot('queued.member@example.com'),
        forgot('queued.nobody@example.com'),
        code('queued.member@example.com'),
        code('queued.nobody@example.com'),
      ]),
    );
    expect(forgotMember?.statusCode).toBe(200);
    expect(forgotMember?.body).toBe(forgotNobody?.body);
    expect(codeMember?.statusCode).toBe(200);
    expect(codeMember?.body).toBe(codeNobody?.body);
    // Both mails are still with the stalled server; nothing was accepted yet.
    expect(accepted).toEqual([]);

    release();
    await app.mailDelivery?.idle();
    expect(accepted).toEqual(['queued.member@example.com', 'queued.member@example.com']);
    // Delivered rows go, and with them the link and the code they carried.
    expect(await db.database.db.select().from(mailOutbox)).toEqual([]);
  });
});
