// A logged-in member for the member-only routes of the benchmarks: made through the development
// fixture call (the server runs with DEV_FIXTURES=1), so no mail server is needed.
import { randomBytes } from 'node:crypto';
import { BenchClient } from './bench-client.mjs';
import { endpoints } from './contract.mjs';

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
