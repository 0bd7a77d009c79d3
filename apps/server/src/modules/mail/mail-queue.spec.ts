import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndSeed } from '../../db/migrate';
import { mailOutbox } from '../../db/schema';
import { testClock } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { MAIL_MAX_ATTEMPTS, MailDelivery, retryDelayMs } from './mail-delivery';
import type { MailMessage } from './mail.port';
import { insertMail } from './mail-queue.repository';

const ignore = () => undefined;
const silentLog = { info: ignore, warn: ignore, error: ignore } as unknown as FastifyBaseLogger;
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
    await migrateAndSeed(db.database, { demoData: true });
  });
  afterAll(async () => db.close());

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
