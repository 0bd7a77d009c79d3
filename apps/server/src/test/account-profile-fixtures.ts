import type { ApiErrorBody } from '@vs/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, storeAccountSettings } from '../db/schema';
import type { TestDatabase } from './database';
import { TestBrowser } from './browser';
import { accountChangesOf } from '../modules/account/account-changes';
import { findAccount, insertAccount, type AccountRow } from '../modules/account/accounts.repository';
import { PASSWORD } from './member-fixtures';
import { hashPassword } from '../modules/password/password-hasher';
import { currentPolicies, insertConsents } from '../modules/policy/policy.repository';
import { accountSettingsOf, type AccountSettings } from '../modules/store/account-settings';
import { forgetRecentStoreSettings } from '../modules/store/recent-store-settings';

/** The account as stored now. */
export async function reload(db: TestDatabase, member: AccountRow): Promise<AccountRow> {
  const row = await findAccount(db.database.db, member.storeId, member.id);
  if (!row) throw new Error('the account is gone');
  return row;
}

export async function updateAccount(
  db: TestDatabase,
  member: AccountRow,
  values: Partial<typeof accounts.$inferInsert>,
): Promise<void> {
  await db.database.db.update(accounts).set(values).where(eq(accounts.id, member.id));
}

/** The kinds and field names recorded for the member, newest first. */
export async function changesOf(db: TestDatabase, member: AccountRow) {
  return (await accountChangesOf(db.database.db, member.id)).map(({ kind, fields }) => ({ kind, fields }));
}

export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: ApiErrorBody['code'],
  fieldErrors?: Record<string, string>,
): void {
  expect({ statusCode: response.statusCode, body: response.json<ApiErrorBody>() }).toMatchObject({
    statusCode: status,
    body: { status, code, ...(fieldErrors ? { fieldErrors } : {}) },
  });
}

/** A guest's call is refused 401 before anything else is looked at; a forged one (no CSRF token) 403. */
export async function expectMembersOnly(
  app: FastifyInstance,
  url: string,
  body: unknown,
  member: TestBrowser,
): Promise<void> {
  const guest = await new TestBrowser(app).open();
  expectError(await guest.post(url, body), 401, 'UNAUTHORIZED');
  expect((await member.post(url, body, { 'x-csrf-token': 'forged' })).statusCode).toBe(403);
}

/**
 * Runs `work` with the store's My Page settings changed, then puts the seeded ones back; `app` is
 * told, as it would see the change within STORE_SETTINGS_TTL_MS.
 */
export async function withAccountSettings(
  { app, db }: { readonly app: FastifyInstance; readonly db: TestDatabase },
  storeId: string,
  values: Partial<AccountSettings>,
  work: () => Promise<void>,
): Promise<void> {
  const before = await accountSettingsOf(db.database.db, storeId);
  const write = (settings: AccountSettings) =>
    db.database.db
      .insert(storeAccountSettings)
      .values({ storeId, ...settings })
      .onConflictDoUpdate({ target: storeAccountSettings.storeId, set: settings });
  await write({ ...before, ...values });
  forgetRecentStoreSettings(app);
  try {
    await work();
  } finally {
    await write(before);
    forgetRecentStoreSettings(app);
  }
}

/** A logged-in member of the second store (no user IDs, images, consents or PIN there). */
export async function secondStoreMember(
  app: FastifyInstance,
  db: TestDatabase,
  email: string,
): Promise<{ member: AccountRow; browser: TestBrowser }> {
  const member = await insertAccount(db.database.db, {
    storeId: 'second',
    email,
    userId: null,
    passwordHash: await hashPassword(PASSWORD),
    customAssociatedInfo: {},
  });
  await insertConsents(
    db.database.db,
    member.id,
    await currentPolicies(db.database.db, 'second', app.now()),
    app.now(),
  );
  const browser = await new TestBrowser(app, 'second.localhost', {}, '10.8.0.1').open();
  const login = await browser.post('/login', { emailUserId: email, password: PASSWORD, loginMethod: 'Password' });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { member, browser };
}
