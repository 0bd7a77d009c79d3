import type { ApiErrorBody } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { demoForm, reachDemoForm } from '../../test/signup-fixtures';
import { USER_ID_VERIFY_LIMIT } from './account.plugin';

describe('POST /zapi/account/user-id/verify', () => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database);
    const browser = await reachDemoForm(app, db.database, 'owner@example.com');
    expect((await browser.post('/zapi/signup', demoForm({ userId: 'takenId01' }))).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers 204 for a free ID and 409 for a taken one', async () => {
    const browser = await new TestBrowser(app, 'localhost', {}, '10.1.0.1').open();
    const free = await browser.post('/zapi/account/user-id/verify', { userId: 'freeId001' });
    expect(free.statusCode).toBe(204);
    expect(free.body).toBe('');
    const taken = await browser.post('/zapi/account/user-id/verify', { userId: 'takenId01' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiErrorBody>()).toMatchObject({
      code: 'ACCOUNT_ALREADY_EXISTS_USER_ID',
      fieldErrors: { userId: 'validation:userId.alreadyInUse' },
    });
    // Another store's IDs are its own.
    const other = await new TestBrowser(app, 'second.localhost', {}, '10.1.0.1').open();
    expect((await other.post('/zapi/account/user-id/verify', { userId: 'takenId01' })).statusCode).toBe(204);
  });

  it.each([
    ['abc', 'validation:userId.tooShort'],
    ['abcdefghijklmnop', 'validation:userId.tooLong'],
    ['ユーザー名です', 'validation:userId.format'],
    ['', 'validation:userId.required'],
  ])('refuses %j with %s', async (userId, key) => {
    const browser = await new TestBrowser(app, 'localhost', {}, '10.1.0.2').open();
    const response = await browser.post('/zapi/account/user-id/verify', { userId });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().fieldErrors).toEqual({ userId: key });
  });

  it('is rate-limited per client address', async () => {
    const browser = await new TestBrowser(app, 'localhost', {}, '10.1.0.3').open();
    const codes: number[] = [];
    for (let i = 0; i <= USER_ID_VERIFY_LIMIT.max; i++)
      codes.push(
        (await browser.post('/zapi/account/user-id/verify', { userId: `probe${String(i).padStart(4, '0')}` }))
          .statusCode,
      );
    expect(codes.slice(0, USER_ID_VERIFY_LIMIT.max).every((code) => code === 204)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('needs the CSRF token like every state-changing call', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/zapi/account/user-id/verify',
      payload: { userId: 'freeId001' },
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(403);
  });
});
