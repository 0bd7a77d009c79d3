import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { TestBrowser, testClock } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertAccount } from '../account/accounts.repository';
import { MAIL_MAX_ATTEMPTS, MailDelivery, retryDelayMs } from './mail-delivery';
import type { MailMessage } from './mail.port';
import { insertMail } from './mail-queue.repository';

/** Fails when `promise` takes longer than `ms`: the request is not to wait for the mail server. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_done, fail) => setTimeout(() => fail(new Error(`still waiting after ${ms} ms`)), ms)),
  ]);
}

const silentLog = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const message = (n: number): MailMessage => ({
  storeId: 'demo',
  from: 'a@demo',
  to: `queued${n}@example.com`,
  subject: `mail ${n}`,
  text: 'x',
});

describe('mail through the outbox queue', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.close());

  describe('with a mail server that stalls', () => {
    let app: FastifyInstance;
    let smtp: SMTPServer;
    const accepted: string[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((done) => (release = done));

    beforeAll(async () => {
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
    });

    it('answers password-forgot and code-login send alike for a member and an unknown address, then delivers', async () => {
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

  it('sends each mail once when several processes drain the same queue', async () => {
    const now = new Date();
    for (let n = 0; n < 30; n += 1) await insertMail(db.database.db, message(n), now);
    const delivered: string[] = [];
    const transport = {
      async deliver(mail: MailMessage) {
        await new Promise((done) => setTimeout(done, 1));
        delivered.push(mail.subject);
      },
    };
    const processes = [1, 2, 3].map(
      () => new MailDelivery({ db: db.database.db, transport, now: () => now, log: silentLog }),
    );
    for (const one of processes) one.wake();
    await Promise.all(processes.map((one) => one.idle()));
    await Promise.all(processes.map((one) => one.close()));
    expect(delivered).toHaveLength(30);
    expect(new Set(delivered).size).toBe(30);
  });

  it('keeps a mail the server refused and tries again later, until it gives up', async () => {
    const clock = testClock(new Date('2026-05-01T00:00:00Z'));
    await insertMail(db.database.db, { ...message(99), subject: 'refused' }, clock.now());
    let accept = false;
    const delivered: string[] = [];
    const transport = {
      async deliver(mail: MailMessage) {
        if (!accept) throw new Error('550 mailbox unavailable');
        delivered.push(mail.subject);
      },
    };
    const delivery = new MailDelivery({ db: db.database.db, transport, now: clock.now, log: silentLog });
    const drain = async () => {
      delivery.wake();
      await delivery.idle();
    };
    const row = async () =>
      (await db.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'refused')))[0];

    await drain();
    await expect(row()).resolves.toMatchObject({
      attempts: 1,
      sendAt: new Date(clock.now().getTime() + retryDelayMs(1)),
    });
    await drain(); // not due yet
    expect((await row())?.attempts).toBe(1);
    clock.advance(retryDelayMs(1));
    accept = true;
    await drain();
    expect(delivered).toEqual(['refused']);
    expect(await row()).toBeUndefined();

    accept = false;
    await insertMail(db.database.db, { ...message(98), subject: 'refused' }, clock.now());
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      await drain();
      clock.advance(retryDelayMs(attempt));
    }
    expect(await row()).toBeUndefined();
    await delivery.close();
  });
});
