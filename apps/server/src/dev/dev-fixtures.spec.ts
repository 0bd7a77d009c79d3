import { endpoints, type ApiErrorBody, type PasswordScreenData } from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, subscriptions } from '../db/schema';
import { buildTestApp } from '../test/app';
import { TestBrowser } from '../test/browser';
import { createTestDatabase, type TestDatabase } from '../test/database';

describe('the development member fixture', () => {
  let db: TestDatabase;
  let plain: FastifyInstance;
  let fixtures: FastifyInstance;
  const rootOf = async (b: TestBrowser) =>
    (await b.get(endpoints.rootScreenData.path)).json<{ authId: string | null }>();

  beforeAll(async () => {
    db = await createTestDatabase();
    plain = await buildTestApp(db.database);
    fixtures = await buildTestApp(db.database, { DEV_FIXTURES: '1' });
  });
  afterAll(async () => {
    await plain.close();
    await fixtures.close();
    await db.close();
  });

  it('does not exist without DEV_FIXTURES=1', async () => {
    const browser = await new TestBrowser(plain).open();
    const answer = await browser.post(endpoints.devFixtureMember.path, { email: 'absent@example.com', logIn: true });
    expect(answer.statusCode).toBe(404);
    expect(await db.database.db.select().from(accounts).where(eq(accounts.email, 'absent@example.com'))).toEqual([]);
  });

  it('still needs the CSRF token like any page call', async () => {
    const answer = await fixtures.inject({
      method: 'POST',
      url: endpoints.devFixtureMember.path,
      headers: { host: 'localhost' },
      payload: { email: 'forged@example.com' },
    });
    expect(answer.json<ApiErrorBody>().code).toBe('CSRF_INVALID');
  });

  it('creates a member without a password, unverified, and logs this browser in as that member', async () => {
    const browser = await new TestBrowser(fixtures).open();
    const answer = await browser.post(endpoints.devFixtureMember.path, {
      email: 'social@example.com',
      password: null,
      emailVerified: false,
      logIn: true,
    });
    expect(answer.statusCode).toBe(200);
    const { authId } = answer.json<{ authId: string }>();
    expect((await rootOf(browser)).authId).toBe(authId);
    expect(browser.cookieValue('__Host-vs-aid')).toBe(authId);
    const [row] = await db.database.db.select().from(accounts).where(eq(accounts.authId, authId));
    expect(row).toMatchObject({ email: 'social@example.com', passwordHash: null, emailVerifiedAt: null });
    expect((await browser.screenData('/mypage/enable-password')).json<PasswordScreenData>()).toMatchObject({
      email: 'social@example.com',
      pinSent: false,
    });
  });

  it('creates a member with a password and a contract, without logging in unless asked', async () => {
    const browser = await new TestBrowser(fixtures).open();
    const answer = await browser.post(endpoints.devFixtureMember.path, {
      email: 'subscriber@example.com',
      password: 'Passw0rdDemo',
      subscriptionPlanId: 'monthly',
    });
    const { authId } = answer.json<{ authId: string }>();
    expect((await rootOf(browser)).authId).toBeNull();
    const [row] = await db.database.db.select().from(accounts).where(eq(accounts.authId, authId));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(
      await db.database.db
        .select({ planId: subscriptions.planId, status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.accountId, row?.id ?? '')),
    ).toEqual([{ planId: 'monthly', status: 'ONGOING_CONTRACT' }]);
    expect(
      (
        await browser.post('/login', {
          emailUserId: 'subscriber@example.com',
          password: 'Passw0rdDemo',
          loginMethod: 'Password',
        })
      ).statusCode,
    ).toBe(200);
    expect((await browser.screenData('/withdraw')).json()).toMatchObject({ isUnderContract: true });
  });

  it('refuses an invalid body', async () => {
    const browser = await new TestBrowser(fixtures).open();
    const answer = await browser.post(endpoints.devFixtureMember.path, { email: 'not-an-address' });
    expect(answer.json<ApiErrorBody>()).toMatchObject({
      status: 400,
      fieldErrors: { email: 'validation:email.format' },
    });
  });
});
