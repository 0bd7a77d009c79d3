import type { Page } from '@playwright/test';
import { mailCount, pinCodeIn, waitForMail } from '@vs/testing';
import type { Lang } from '../support/catalogue';
import { expect } from '../support/fixtures';
import { SignupEmailScreen, SignupFormScreen, SignupPinScreen, SignupPolicyScreen } from './signup-steps';
import { t } from './signup-text';

/**
 * Sign-up through its pages, as a guest does it (signup.spec.ts, signup-plans.spec.ts). The demo store
 * shows its two internal policies first (4 steps); PIN codes are read from the mail the server sent.
 */
export const demoPolicies = {
  ja: ['利用規約', 'プライバシーポリシー'],
  en: ['利用規約', 'プライバシーポリシー'],
} as const;

let sequence = 0;
/** A fresh address and user ID per use, unique across workers and runs. */
export function newMember(tag: string): { email: string; userId: string } {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  return { email: `${tag}-${stamp}@example.com`, userId: `u${stamp}`.slice(0, 15) };
}

export async function throughPolicies(page: Page, lang: Lang): Promise<void> {
  const policy = new SignupPolicyScreen(page, lang);
  await policy.goto();
  await expect(page.getByText(t(lang, 'ui:stepBar.position', { current: 1, total: 4 }))).toBeAttached();
  await policy.agreeToAll(demoPolicies[lang]);
}

/** Policies, e-mail, PIN from the mail: lands on the form. */
export async function throughPin(page: Page, lang: Lang, email: string): Promise<void> {
  await throughPolicies(page, lang);
  const before = await mailCount(email);
  await new SignupEmailScreen(page, lang).send(email);
  const pin = new SignupPinScreen(page, lang);
  await pin.expectLoaded();
  const mail = await waitForMail(email, { skip: before });
  await pin.enter(pinCodeIn(mail));
  await new SignupFormScreen(page, lang).expectLoaded();
}

export async function fullSignup(page: Page, lang: Lang, member: { email: string; userId: string }): Promise<void> {
  await throughPin(page, lang, member.email);
  const form = new SignupFormScreen(page, lang);
  await form.fillForDemoStore(member.userId, 'Kumo7sora');
  await form.submitButton().click();
  await expect(page).toHaveURL(/\/signup\/plans$/);
}
