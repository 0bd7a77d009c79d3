import type { ApiErrorBody } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test/browser';
import { demoForm, reachDemoForm } from '../../test/signup-fixtures';
import { insertAccount } from '../account/accounts.repository';
import { listOutbox } from '../mail/outbox.adapter';
import { contextWordsOf, isCommonPassword } from './common-passwords';
import { hashPassword } from './password-hasher';
import { useTestApp } from '../../test/use-test-app';

const tooCommon = { password: 'validation:password.tooCommon' };
const containsContext = { password: 'validation:password.containsContext' };

describe('isCommonPassword', () => {
  it.each(['password1', 'Password1', 'PASSWORD1', 'qwerty123', 'iloveyou1', 'Abc12345'])('knows %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Passw0rdDemo', 'kT9#vQ2mZx', 'NewPassw0rd'])('does not know %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe('contextWordsOf', () => {
  it('lists the service name, the host labels, the e-mail name and the user ID, four letters or more', () => {
    expect(
      contextWordsOf({
        serviceName: 'Sakura TV Plus',
        host: 'www.sakura-video.example.jp',
        email: 'Hanako.Yamada@example.com',
        userId: 'hana77',
      }).sort(),
    ).toEqual(['hana77', 'hanako.yamada', 'plus', 'sakura', 'sakura-video', 'sakuratvplus'].sort());
  });

  it('leaves out generic host labels and short words', () => {
    expect(contextWordsOf({ serviceName: 'A TV', host: 'localhost', email: 'ab@example.com', userId: null })).toEqual(
      [],
    );
  });
});

describe('common passwords in sign-up and password reset', () => {
  const t = useTestApp();

  it('refuses a common password on the sign-up form and accepts an uncommon one', async () => {
    const browser = await reachDemoForm(t.app, t.db.database, 'common.signup@example.com', '10.9.0.1');
    const refused = await browser.post(
      '/zapi/signup',
      demoForm({ password: 'Password1', passwordConfirm: 'Password1' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: tooCommon });

    const accepted = await browser.post('/zapi/signup', demoForm());
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses a common new password on reset and accepts an uncommon one', async () => {
    await insertAccount(t.db.database.db, {
      storeId: 'demo',
      email: 'common.reset@example.com',
      userId: null,
      passwordHash: await hashPassword('Passw0rdDemo'),
      customAssociatedInfo: {},
      createdAt: new Date(),
      passwordUpdatedAt: new Date(),
    });
    const browser = await new TestBrowser(t.app, 'localhost', {}, '10.9.0.2').open();
    expect((await browser.post('/zapi/auth/password/forgot', { email: 'common.reset@example.com' })).statusCode).toBe(
      200,
    );
    const [mail] = await listOutbox(t.db.database.db, 'demo', { to: 'common.reset@example.com' });
    const token = /\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();

    for (const password of ['Password1', 'Qwerty123']) {
      const refused = await browser.post('/zapi/auth/password/reset', { token, password, passwordConfirm: password });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiErrorBody>()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: tooCommon });
    }
    const accepted = await browser.post('/zapi/auth/password/reset', {
      token,
      password: 'NewPassw0rd',
      passwordConfirm: 'NewPassw0rd',
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses a new password holding the e-mail name or the user ID, whatever the case (ASVS 6.2.11)', async () => {
    const browser = await reachDemoForm(t.app, t.db.database, 'kitahara@example.com', '10.9.0.3');
    for (const password of ['Kitahara2026', 'AKITE2026Xz']) {
      const refused = await browser.post(
        '/zapi/signup',
        demoForm({ userId: 'kite2026x', password, passwordConfirm: password }),
      );
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json<ApiErrorBody>()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: containsContext });
    }
    expect((await browser.post('/zapi/signup', demoForm({ userId: 'kite2026x' }))).statusCode).toBe(200);
  });
});
