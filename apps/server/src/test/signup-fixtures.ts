import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { TestBrowser, latestPin } from './browser';

/** The demo store's current policies, as the policy step shows them. */
export const demoConsents = [
  { policyId: '1', revision: 1, key: 'terms' },
  { policyId: '2', revision: 2, key: 'privacy' },
];

/** A form the demo store accepts (its REQUIRED fields, strength 'uppercase', user ID on). */
export function demoForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    userId: 'taro2026',
    password: 'Passw0rdKite',
    passwordConfirm: 'Passw0rdKite',
    familyName: '山田',
    givenName: '太郎',
    familyNameKana: 'ヤマダ',
    givenNameKana: 'タロウ',
    nickname: '',
    birthday: '19900401',
    sex: '1',
    phoneNumber: '',
    postalCode: '1000001',
    prefecture: '13',
    address: '千代田区千代田',
    address2: '',
    customAssociatedInfo: {
      howDidYouHear: '',
      favoriteGenre: 'anime',
      devices: { tv: 'true', pc: 'false', smartphone: 'true', tablet: 'false' },
    },
    policyConsentData: [],
    ...overrides,
  };
}

/** Walks the demo store's policy, e-mail and PIN steps; the browser ends on the form step. */
export async function reachDemoForm(
  app: FastifyInstance,
  database: Database,
  email: string,
  ip?: string,
): Promise<TestBrowser> {
  const browser = await new TestBrowser(app, 'localhost', {}, ip).open();
  await expectOk(await browser.post('/zapi/signup/policy', { policyConsentData: demoConsents }));
  await expectOk(await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] }));
  await expectOk(await browser.post('/zapi/signup/pin-code', { pinCode: await latestPin(database, 'demo', email) }));
  return browser;
}

async function expectOk(response: { statusCode: number; body: string }): Promise<void> {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
}
