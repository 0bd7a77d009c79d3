import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginHistory, loginThrottles, sessions } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { logStatements, type StatementLog } from '../../test/statement-log';
import { insertAccount } from '../account/accounts.repository';
import { consumeBackupCode, newBackupCodes, replaceBackupCodes } from '../mfa/backup-codes';
import { hashPassword } from '../password/password-hasher';
import { LOGIN_THROTTLE_PER_ACCOUNT, LOGIN_THROTTLE_PER_CLIENT } from './auth-policy';
import { findAccountByEmail } from './auth.repository';
import { findAccountClaimingGuess } from './password-login-claim';

const PASSWORD = 'Passw0rdDemo';

/** The store's settings rows are kept for seconds (recentPerStore) and the store per host: not the login's own work. */
const cachedStoreRows = /^select .* from "(stores|store_hosts|store_signup_settings|store_login_settings)"/s;
const loginsOwn = (log: StatementLog) => log.statements.filter((text) => !cachedStoreRows.test(text));

describe('the database work of one password login (at most 2 transactions)', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let log: StatementLog;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database);
    log = logStatements(db.database);
  });
  afterAll(async () => {
    log.stop();
    await app.close();
    await db.close();
  });

  const member = (email: string) =>
    hashPassword(PASSWORD).then((passwordHash) =>
      insertAccount(db.database.db, {
        storeId: 'demo',
        email,
        userId: null,
        passwordHash,
        customAssociatedInfo: {},
        createdAt: new Date(),
        passwordUpdatedAt: new Date(),
      }),
    );
  const login = (b: TestBrowser, email: string, password = PASSWORD) =>
    b.post('/login', { emailUserId: email, password, loginMethod: 'Password' });

  it('a member without a second factor: 2 statements, no explicit transaction, everything written', async () => {
    const account = await member('count.ok@example.com');
    const b = await new TestBrowser(app, 'localhost', {}, '10.19.0.1').open();
    // The first login of the browser (a pre-session, no row yet), then one with a live session to rotate.
    for (const round of ['pre-session', 'live session']) {
      const before = b.cookieValue('__Host-vs-session') ?? b.cookieValue('vs-session');
      log.clear();
      const answer = await login(b, 'count.ok@example.com');
      expect(answer.statusCode, round).toBe(200);
      expect(loginsOwn(log), round).toHaveLength(2);
      expect(log.transactions, round).toBe(0);
      expect(b.cookieValue('__Host-vs-session') ?? b.cookieValue('vs-session'), round).not.toBe(before);
    }
    log.clear();

    const history = await db.database.db.select().from(loginHistory).where(eq(loginHistory.accountId, account.id));
    expect(history.map((row) => row.result)).toEqual(['success', 'success']);
    const throttles = await db.database.db.select().from(loginThrottles).where(like(loginThrottles.key, 'login:%'));
    // The account's row is forgotten at each success; the address's try is given back.
    expect(throttles.filter((row) => row.key.includes(account.id))).toEqual([]);
    expect(throttles.find((row) => row.key === 'login:ip:demo:10.19.0.1')?.failures).toBe(0);
    // One session left: the first login's row moved to the second login's id.
    const rows = await db.database.db.select().from(sessions);
    expect(rows.filter((row) => (row.data as { accountId?: string }).accountId === account.id)).toHaveLength(1);
  });

  it('a wrong password: 2 statements (the claims with the lookup, the history row)', async () => {
    await member('count.wrong@example.com');
    const b = await new TestBrowser(app, 'localhost', {}, '10.19.0.2').open();
    log.clear();
    const answer = await login(b, 'count.wrong@example.com', 'Wrong-passw0rd');
    expect(answer.statusCode).toBe(401);
    expect(loginsOwn(log)).toHaveLength(2);
    expect(log.transactions).toBe(0);
  });

  it('the lookup knows a member with an unused backup code has a second step, by either statement', async () => {
    const account = await member('count.codes@example.com');
    const lookups = async () => [
      (await findAccountByEmail(db.database.db, 'demo', 'count.codes@example.com'))?.hasSecondStep,
      (
        await findAccountClaimingGuess(
          db.database.db,
          { storeId: 'demo', kind: 'email', identifier: 'count.codes@example.com' },
          { rule: LOGIN_THROTTLE_PER_CLIENT, subject: 'demo:10.19.0.3' },
          LOGIN_THROTTLE_PER_ACCOUNT,
          new Date(),
        )
      ).account?.hasSecondStep,
    ];
    expect(await lookups()).toEqual([false, false]);
    const [code] = newBackupCodes();
    await replaceBackupCodes(db.database.db, account.id, [code ?? ''], new Date());
    expect(await lookups()).toEqual([true, true]);
    await consumeBackupCode(db.database.db, account.id, code ?? '', new Date());
    expect(await lookups()).toEqual([false, false]);
  });
});
