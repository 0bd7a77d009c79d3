import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../modules/mfa/totp';
import { buildTestApp } from '../test/app';
import { TestBrowser } from '../test/browser';
import { demoDataIn } from '../db/demo-data';
import { migrateAndSeed } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../test/database';
import demoMembers from './demo-members.json';

const localhost = { host: 'localhost' };
const demoUrls = ['/dev/mailbox', '/dev/mailbox.json', '/dev/sms.json'];

describe('the demo mode (DEMO=1)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.close());

  it('seeds no demo store into an empty production database', async () => {
    const empty = await createTestDatabase();
    const app = await buildTestApp(empty.database, { NODE_ENV: 'production' });
    try {
      expect(await demoDataIn(app.db)).toEqual([]);
      const answer = await app.inject({ url: '/zapi/internal/root/screen-data', headers: localhost });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await app.close();
      await empty.close();
    }
    // With the demo's data (seeded in development, tests and the demo), production start finds it.
    await migrateAndSeed(db.database, { demoData: true });
    expect(await demoDataIn(db.database.db)).toEqual([
      'store demo',
      'store second',
      'client demo-web',
      'client demo-spa',
    ]);
  });

  it('has no mailbox, no SMS outbox and no demo members in production without DEMO', async () => {
    const app = await buildTestApp(db.database, { NODE_ENV: 'production', ALLOW_DEMO_DATA: '1' });
    try {
      for (const url of demoUrls) expect((await app.inject({ url, headers: localhost })).statusCode, url).toBe(404);
      const b = await new TestBrowser(app, 'localhost', {}, '10.9.0.1').open();
      const login = await b.post('/login', {
        emailUserId: demoMembers.password.email,
        password: demoMembers.password.password,
        loginMethod: 'Password',
      });
      expect(login.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('serves the mailbox, marked as demo in ja and en, and the SMS outbox, under NODE_ENV=production', async () => {
    const app = await buildTestApp(db.database, { NODE_ENV: 'production', DEMO: '1', ALLOW_DEMO_IN_PRODUCTION: '1' });
    try {
      for (const url of demoUrls) expect((await app.inject({ url, headers: localhost })).statusCode, url).toBe(200);
      const page = (await app.inject({ url: '/dev/mailbox', headers: localhost })).body;
      expect(page).toContain('デモのメールボックス · Demo mailbox');
      expect(page).toContain("This is the demo's mailbox.");
    } finally {
      await app.close();
    }
  });

  it('leaves the mailbox out when mail goes over SMTP (the journeys): it would show nothing', async () => {
    const app = await buildTestApp(db.database, {
      NODE_ENV: 'production',
      DEMO: '1',
      ALLOW_DEMO_IN_PRODUCTION: '1',
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    try {
      expect((await app.inject({ url: '/dev/mailbox', headers: localhost })).statusCode).toBe(404);
      expect((await app.inject({ url: '/dev/sms.json', headers: localhost })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('seeds a member who logs in with the password, and one who is asked for an authenticator code', async () => {
    const app = await buildTestApp(db.database, { DEMO: '1' });
    try {
      const plain = await new TestBrowser(app, 'localhost', {}, '10.9.0.2').open();
      const { email, password } = demoMembers.password;
      expect((await plain.post('/login', { emailUserId: email, password, loginMethod: 'Password' })).json()).toEqual({
        redirectTo: '/mypage',
      });

      const otp = await new TestBrowser(app, 'localhost', {}, '10.9.0.3').open();
      const { email: otpEmail, password: otpPassword, otpSecret } = demoMembers.otp;
      expect(
        (await otp.post('/login', { emailUserId: otpEmail, password: otpPassword, loginMethod: 'Password' })).json(),
      ).toEqual({ redirectTo: '/login/multi-factor/otp' });
      const code = await totpCodeAt(otpSecret, new Date());
      expect((await otp.post('/zapi/login/multi-factor/otp', { value: code })).json()).toEqual({
        redirectTo: '/mypage',
      });
    } finally {
      await app.close();
    }
  });

  it('seeds the members once: a second boot keeps them (a second insert would break the unique e-mail)', async () => {
    const app = await buildTestApp(db.database, { DEMO: '1' });
    await app.close();
  });
});
