import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cookieHeaderOf } from './app';
import { TestBrowser } from './browser';
import type { TestDatabase } from './database';
import { insertAccount, type AccountRow } from '../modules/account/accounts.repository';
import { hashPassword } from '../modules/password/password-hasher';
import { currentPolicies, insertConsents } from '../modules/policy/policy.repository';

export const PASSWORD = 'Passw0rdDemo';
let hashed: Promise<string> | undefined;
let ipCounter = 1;

/** A demo-store member, logged in through the real POST /login in a browser of its own address. */
export async function loggedInMember(
  app: FastifyInstance,
  db: TestDatabase,
  email: string,
  extra: { phoneNumber?: string; headers?: Record<string, string> } = {},
): Promise<{ member: AccountRow; browser: TestBrowser; ip: string }> {
  const member = await insertAccount(db.database.db, {
    storeId: 'demo',
    email,
    userId: null,
    passwordHash: await (hashed ??= hashPassword(PASSWORD)),
    phoneNumber: extra.phoneNumber ?? null,
    customAssociatedInfo: {},
  });
  // A member who signed up agreed to the store's policies (else My Page asks for the re-consent first).
  await insertConsents(db.database.db, member.id, await currentPolicies(db.database.db, 'demo', app.now()), app.now());
  const ip = `10.6.0.${ipCounter++}`;
  const browser = await new TestBrowser(app, 'localhost', extra.headers ?? {}, ip).open();
  const login = await browser.post('/login', { emailUserId: email, password: PASSWORD, loginMethod: 'Password' });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { member, browser, ip };
}

/** A DELETE as the pages send it (the TestBrowser only posts): same cookies, CSRF header and Origin. */
export async function sendDelete(
  app: FastifyInstance,
  browser: TestBrowser,
  url: string,
  body?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'DELETE',
    url,
    ...(body ? { payload: body } : {}),
    headers: {
      host: browser.host,
      origin: `http://${browser.host}`,
      'x-csrf-token': browser.cookieValue('__Host-vs-csrf') ?? '',
      cookie: browser.cookie,
    },
  });
  browser.cookie = cookieHeaderOf(response, browser.cookie);
  return response;
}
