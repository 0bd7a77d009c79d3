import { Writable } from 'node:stream';
import type { ApiErrorBody } from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { loggerOptions } from '../../logger';
import { buildTestApp, testConfig } from '../../test/app';
import { TestBrowser, pinOfMailText } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { demoConsents, demoForm } from '../../test/signup-fixtures';
import type { MailSender } from './mail.port';
import { listOutbox } from './outbox.adapter';
import { signupPinMail } from './templates/signup-pin';

describe('the sign-up PIN mail', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = { ...(loggerOptions(testConfig({ LOG_LEVEL: 'debug' })) as object), stream };
    app = await buildTestApp(db.database, {}, undefined, { logger });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  async function send(email: string, headers: Record<string, string> = {}) {
    const browser = await new TestBrowser(app, 'localhost', headers).open();
    await browser.post('/zapi/signup/policy', { policyConsentData: demoConsents });
    const response = await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] });
    expect(response.statusCode).toBe(200);
    const [mail] = await listOutbox(db.database.db, 'demo', { to: email });
    if (!mail) throw new Error('no mail');
    return { browser, mail };
  }

  it('is Japanese by default: service name, the PIN, 60 minutes, resend after 5 minutes, text and HTML', async () => {
    const { mail } = await send('ja-mail@example.com');
    expect(mail.from).toBe('"デモビデオストア" <no-reply@demo-video.example>');
    expect(mail.subject).toBe('【デモビデオストア】会員登録の認証コード');
    const pin = pinOfMailText(mail.text);
    expect(pin).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('デモビデオストア');
    expect(mail.text).toContain('有効期限は60分');
    expect(mail.text).toContain('5分ほど待ってから');
    expect(mail.html).toContain('<html lang="ja">');
    expect(mail.html).toContain(`>${pin}</p>`);
    expect(mail.html).toContain('有効期限は60分');
    expect(mail.html).not.toMatch(/<script/i);
  });

  it('follows the vs-lang cookie, then Accept-Language', async () => {
    const byCookie = await send('en-cookie@example.com', { cookie: 'vs-lang=en', 'accept-language': 'ja' });
    expect(byCookie.mail.subject).toBe('[デモビデオストア] Your sign-up verification code');
    expect(byCookie.mail.text).toContain('valid for 60 minutes');
    expect(byCookie.mail.text).toContain('wait about 5 minutes');
    expect(byCookie.mail.html).toContain('<html lang="en">');
    const byHeader = await send('en-header@example.com', { 'accept-language': 'en-GB,en;q=0.9,ja;q=0.5' });
    expect(byHeader.mail.subject).toMatch(/verification code$/);
    const japaneseFirst = await send('ja-header@example.com', { 'accept-language': 'fr,ja;q=0.8,en;q=0.7' });
    expect(japaneseFirst.mail.subject).toMatch(/認証コード$/);
  });

  it('escapes the store name in the HTML part', () => {
    const mail = signupPinMail({ language: 'en', serviceName: '<b>Shop</b> & "Co"', pinCode: '012345' });
    expect(mail.html).toContain('&lt;b&gt;Shop&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<b>Shop</b>');
    expect(mail.text).toContain('Verification code: 012345');
  });

  it('never writes PINs, passwords or mail bodies to the log', async () => {
    const email = 'quiet-log@example.com';
    const { browser, mail } = await send(email);
    const pin = pinOfMailText(mail.text) ?? 'none';
    await browser.post('/zapi/signup/pin-code', { pinCode: pin });
    const password = 'Log5ecretPass';
    expect(
      (await browser.post('/zapi/signup', demoForm({ userId: 'quietlog1', password, passwordConfirm: password })))
        .statusCode,
    ).toBe(200);
    const log = logLines.join('');
    expect(log).toContain('sign-up PIN sent');
    expect(log).toContain('account created by sign-up');
    expect(log).not.toContain(pin);
    expect(log).not.toContain(password);
    expect(log).not.toContain('認証コード');
    expect(log).not.toContain(email);
  });

  it('answers at once when the mail server refuses: the PIN mail stays queued for another try', async () => {
    const refusing = await buildTestApp(db.database, { SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const browser = await new TestBrowser(refusing).open();
      await browser.post('/zapi/signup/policy', { policyConsentData: demoConsents });
      const body = { type: 'signUp', email: 'queued@example.com', policyConsentData: [] };
      expect((await browser.post('/zapi/signup/email', body)).json()).toEqual({ redirectTo: '/signup/pin-code' });
      await refusing.mailDelivery?.idle();
      const [queued] = await db.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email));
      expect(queued).toMatchObject({ attempts: 1, sendAt: expect.any(Date) });
    } finally {
      await refusing.close();
    }
  });

  it('answers 502 MAIL_SEND_FAILED when the mail cannot be queued, and lets the visitor retry at once', async () => {
    const failing: MailSender = { send: () => Promise.reject(new Error('outbox unavailable')) };
    const broken = await buildTestApp(db.database, {}, (app) => Object.assign(app, { mail: failing }));
    try {
      const browser = await new TestBrowser(broken).open();
      await browser.post('/zapi/signup/policy', { policyConsentData: demoConsents });
      const body = { type: 'signUp', email: 'unsent@example.com', policyConsentData: [] };
      const failed = await browser.post('/zapi/signup/email', body);
      expect(failed.statusCode).toBe(502);
      expect(failed.json<ApiErrorBody>()).toMatchObject({
        code: 'MAIL_SEND_FAILED',
        message: 'メールの送信に失敗しました。',
      });
      expect(failed.json<ApiErrorBody>().fieldErrors).toBeUndefined();
      // No code was queued, so there is nothing to enter and no cool-down to wait for.
      expect((await browser.screenData('/signup/pin-code')).json()).toEqual({ redirectTo: '/signup/email' });
      expect((await browser.post('/zapi/signup/email', body)).statusCode).toBe(502);
    } finally {
      await broken.close();
    }
  });
});
