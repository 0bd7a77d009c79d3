import type { DevMailbox } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { fromAddressOf } from './mail.port';
import { createOutboxSender, listOutbox } from './outbox.adapter';

describe('mail', () => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database);
    const outbox = createOutboxSender(db.database.db);
    await outbox.send({ storeId: 'demo', from: 'a@demo', to: 'first@example.com', subject: '1st', text: 'PIN 1111' });
    await outbox.send({
      storeId: 'demo',
      from: 'a@demo',
      to: 'second@example.com',
      subject: '<b>2nd</b>',
      text: 'PIN 2222',
      html: '<p>PIN</p>',
    });
    await outbox.send({
      storeId: 'second',
      from: 'b@second',
      to: 'first@example.com',
      subject: 'other store',
      text: 'PIN 3333',
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  describe('outbox adapter', () => {
    it('keeps each store’s mails, newest first', async () => {
      const demo = await listOutbox(db.database.db, 'demo');
      expect(demo.map((message) => message.subject)).toEqual(['<b>2nd</b>', '1st']);
      expect(demo[0]).toMatchObject({ from: 'a@demo', to: 'second@example.com', text: 'PIN 2222', html: '<p>PIN</p>' });
      expect(Date.parse(demo[0]?.createdAt ?? '')).not.toBeNaN();
      expect((await listOutbox(db.database.db, 'second')).map((message) => message.subject)).toEqual(['other store']);
    });

    it('filters by recipient', async () => {
      const mails = await listOutbox(db.database.db, 'demo', { to: 'first@example.com' });
      expect(mails.map((message) => message.text)).toEqual(['PIN 1111']);
    });

    it('is the app’s mail port when no SMTP_URL is set', async () => {
      await app.mail.send({
        storeId: 'second',
        from: 'b@second',
        to: 'x@example.com',
        subject: 'via port',
        text: 'hello',
      });
      expect((await listOutbox(db.database.db, 'second', { to: 'x@example.com' }))[0]?.subject).toBe('via port');
    });
  });

  it('builds a From header from the store name and mail domain', () => {
    expect(fromAddressOf({ serviceName: 'デモ"ストア', smtpDomain: 'demo.example' })).toBe(
      '"デモストア" <no-reply@demo.example>',
    );
    expect(fromAddressOf({ serviceName: 'X', smtpDomain: null })).toBe('"X" <no-reply@localhost>');
  });

  describe('dev mailbox', () => {
    it('lists the host’s store mails as escaped HTML', async () => {
      const response = await app.inject({ url: '/dev/mailbox', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('&lt;b&gt;2nd&lt;/b&gt;');
      expect(response.body).not.toContain('<b>2nd</b>');
      expect(response.body).not.toContain('other store');
      expect(response.body.indexOf('2nd')).toBeLessThan(response.body.indexOf('1st'));
    });

    it('lists them as JSON, filtered by ?to=', async () => {
      const response = await app.inject({
        url: '/dev/mailbox.json?to=first%40example.com',
        headers: { host: 'localhost' },
      });
      expect(response.json<DevMailbox>().messages.map((message) => message.text)).toEqual(['PIN 1111']);
    });

    it('does not exist in production', async () => {
      const production = await buildTestApp(db.database, { NODE_ENV: 'production' });
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const response = await production.inject({ url, headers: { host: 'localhost' } });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('PIN');
      }
      await production.close();
    });
  });
});
