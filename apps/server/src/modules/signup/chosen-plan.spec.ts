import { describe, expect, it } from 'vitest';
import { TestBrowser, latestPin } from '../../test/browser';
import { demoConsents, demoForm } from '../../test/signup-fixtures';
import { useTestApp } from '../../test/use-test-app';

describe('a plan chosen before signing up', () => {
  const t = useTestApp();

  /** Opens sign-up's first page (with the query a login's register link gives it) and walks to the account. */
  async function signUp(email: string, userId: string, firstPageQuery: string) {
    const browser = await new TestBrowser(t.app).open();
    expect((await browser.get(`/zapi/internal/signup/screen-data${firstPageQuery}`)).statusCode).toBe(200);
    await browser.post('/zapi/signup/policy', { policyConsentData: demoConsents });
    await browser.post('/zapi/signup/email', { type: 'signUp', email, policyConsentData: [] });
    await browser.post('/zapi/signup/pin-code', { pinCode: await latestPin(t.db.database, 'demo', email) });
    return { browser, created: await browser.post('/zapi/signup', demoForm({ userId })) };
  }

  it("leads the new member to that plan on sign-up's plan step, once", async () => {
    const { browser, created } = await signUp('chosen-plan@example.com', 'chosen01', '?planId=monthly');
    expect(created.json()).toEqual({ redirectTo: '/signup/plans?planId=monthly' });
    // A member who opens sign-up again goes home, whatever plan the link names.
    expect((await browser.get('/zapi/internal/signup/screen-data?planId=yearly')).json()).toEqual({
      redirectTo: '/mypage',
    });
  });

  it('leads to the plan list without a chosen plan, and ignores an id the plan-id rule refuses', async () => {
    const plain = await signUp('no-plan@example.com', 'noplan01', '');
    expect(plain.created.json()).toEqual({ redirectTo: '/signup/plans' });
    const long = await signUp('long-plan@example.com', 'longplan1', `?planId=${'x'.repeat(65)}`);
    expect(long.created.json()).toEqual({ redirectTo: '/signup/plans' });
  });
});
