import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { insertAccount } from '../account/accounts.repository';
import { listOutbox } from '../mail/outbox.adapter';

/**
 * Reset links point at the store's canonical origin (PUBLIC_ORIGIN when it names the store), never at a
 * forged Host.
 */
describe('password reset link origin', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let ip = 1;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, { PUBLIC_ORIGIN: 'https://localhost:8443' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const linkMailed = async (storeId: string, host: string, email: string): Promise<string | undefined> => {
    await insertAccount(db.database.db, {
      storeId,
      email,
      userId: null,
      passwordHash: null,
      customAssociatedInfo: {},
      createdAt: new Date(),
      passwordUpdatedAt: new Date(),
    });
    const b = await new TestBrowser(app, host, {}, `10.9.0.${ip++}`).open();
    expect((await b.post('/zapi/auth/password/forgot', { email })).statusCode).toBe(200);
    const [mail] = await listOutbox(db.database.db, storeId, { to: email });
    return /(\S+)\/password\/reset\?token=/.exec(mail?.text ?? '')?.[1];
  };

  it('uses PUBLIC_ORIGIN for the store it names, whatever port the Host header carries', async () => {
    expect(await linkMailed('demo', '127.0.0.1:6666', 'link.demo@example.com')).toBe('https://localhost:8443');
  });

  it('uses the store’s own validated host for a store PUBLIC_ORIGIN does not name', async () => {
    expect(await linkMailed('second', 'second.localhost:4000', 'link.second@example.com')).toBe(
      'http://second.localhost:4000',
    );
  });
});
