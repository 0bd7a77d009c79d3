// A logged-in member for the member-only routes of the benchmarks: made through the development
// fixture call (the server runs with DEV_FIXTURES=1), so no mail server is needed.
import { randomBytes } from 'node:crypto';
import { BenchClient } from './bench-client.mjs';
import { endpoints, screenDataPath } from './contract.mjs';
import { signUpMember } from './login-member.mjs';

/** A client on `origin` holding a fresh member's session; `label` names the member's address. */
export async function loggedInMember(origin, label) {
  const client = new BenchClient(origin);
  await client.expectOk('GET', endpoints.rootScreenData.path);
  await client.expectOk('POST', endpoints.devFixtureMember.path, {
    email: `bench-${label}-${randomBytes(4).toString('hex')}@example.com`,
    password: `Bench${randomBytes(6).toString('hex')}7x`,
    emailVerified: true,
    logIn: true,
  });
  return client;
}

/** Logs a fresh member in on `origin`; answers the session's cookies in Playwright's shape. */
export async function memberCookies(origin) {
  return (await loggedInMember(origin, 'page')).cookiesForBrowser();
}

/**
 * A fresh member with the demo member's billing (a monthly plan charged for months, a yearly trial):
 * the visitor of a contract's detail and of an invoice. Answers the cookies and the route parameters
 * of the member's own contract and newest charge (another member's would be a 404).
 */
export async function billedMemberVisit(origin) {
  const client = await loggedInMember(origin, 'billed');
  await client.expectOk('POST', endpoints.devFixtureHistory.path, { months: 2 });
  const { subscriptions } = await client.expectOk('GET', screenDataPath('/mypage/plans'));
  const history = await client.expectOk('GET', endpoints.paymentHistory.path.replace(':page', '1'));
  const subscriptionId = subscriptions[0]?.subscriptionId;
  const earningsId = history.items.find((item) => item.billingAmount > 0)?.earningsId;
  if (!subscriptionId || !earningsId) throw new Error('the billing fixture gave the member no contract or charge');
  return { cookies: client.cookiesForBrowser(), params: { subscriptionId, earningsId } };
}

/**
 * A fresh member whose purchase of `planId` with the demo store's 100 % campaign code is verified:
 * the confirm page's visitor (anyone else is sent back or to /login).
 */
export async function confirmCookies(origin, planId) {
  const client = await loggedInMember(origin, 'confirm');
  await client.expectOk('POST', endpoints.purchaseVerify.path.replace(':planId', planId), {
    paymentMethod: 'CampaignCode',
    campaignCode: 'DEMOFREE',
  });
  return client.cookiesForBrowser();
}

/**
 * The demo server's development mailbox (no SMTP set: mail stays in its outbox), in login-member's
 * mailbox shape. (@vs/testing's reader reads the journeys' catcher folder, which this server does not use.)
 */
export function devMailbox(client) {
  return {
    pinCodeIn: (mail) => {
      const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no 6-digit code in the mail "${mail.subject}"`);
      return code;
    },
    waitForMail: async (to) => {
      for (let tries = 0; tries < 100; tries += 1) {
        const { messages } = await client.expectOk(
          'GET',
          `${endpoints.devMailboxJson.path}?to=${encodeURIComponent(to)}`,
        );
        if (messages[0]) return messages[0];
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${to}`);
    },
  };
}

/**
 * A newcomer at sign-up's plan step (the account made by this browser's sign-up), and, with
 * `planId`, further on: the purchase of `planId` verified there ('confirm'), or bought ('complete').
 * @param {string} origin
 * @param {{ planId?: string, stage?: 'confirm' | 'complete' }} [further]
 */
export async function signupPlanStepCookies(origin, { planId, stage } = {}) {
  const client = new BenchClient(origin);
  await signUpMember(origin, devMailbox(client), client);
  if (planId) {
    const code = { paymentMethod: 'CampaignCode', campaignCode: 'DEMOFREE' };
    await client.expectOk('POST', endpoints.purchaseVerify.path.replace(':planId', planId), { ...code, signup: true });
    if (stage === 'complete') {
      const confirm = await client.expectOk('GET', screenDataPath(`/signup/plans/${planId}/confirm`));
      await client.expectOk('POST', endpoints.purchase.path.replace(':planId', planId), {
        ...code,
        purchaseToken: confirm.purchaseToken,
        surveyAnswers: { source: 'SNS', wish: '' },
      });
    }
  }
  return client.cookiesForBrowser();
}
