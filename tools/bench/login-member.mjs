// Makes the benchmark's member through the real sign-up calls, as a browser would: policy consent,
// e-mail, the PIN from the mail the server sent over SMTP to the catcher the journeys use, the form.
// (Production mode has no development mailbox.)
import { randomBytes } from 'node:crypto';
import { endpoints, screenDataPath } from './contract.mjs';
import { BenchClient } from './bench-client.mjs';
import { importTypeScript } from './ts-import.mjs';

const { demoSignupForm } = await importTypeScript(import.meta.resolve('#vs/testing/demo-signup-form.ts'));

/**
 * Signs a new member up on `origin` (with `client`, a fresh BenchClient by default; it ends logged in);
 * `mailbox` is @vs/testing's reader of the catcher's folder. Answers the e-mail and password to log in with.
 */
export async function signUpMember(origin, mailbox, client = new BenchClient(origin)) {
  const tag = randomBytes(4).toString('hex');
  const member = {
    email: `bench-${tag}@example.com`,
    userId: `b${tag}`,
    password: `Bench${randomBytes(6).toString('hex')}7x`,
  }; // letters and a digit, as the rules ask
  await client.expectOk('GET', endpoints.rootScreenData.path);
  const { policies } = await client.expectOk('GET', screenDataPath('/signup/policy'));
  await client.expectOk('POST', endpoints.signupPolicy.path, {
    policyConsentData: policies.map(({ policyId, revision, key }) => ({ policyId, revision, key })),
  });
  await client.expectOk('POST', endpoints.signupEmail.path, {
    type: 'signUp',
    email: member.email,
    policyConsentData: [],
  });
  const pinCode = mailbox.pinCodeIn(await mailbox.waitForMail(member.email));
  await client.expectOk('POST', endpoints.signupPinCode.path, { pinCode });
  await client.expectOk('POST', endpoints.signup.path, demoSignupForm(member.userId, member.password));
  return { identifier: member.email, password: member.password };
}
