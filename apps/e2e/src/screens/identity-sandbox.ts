import { expect, type Page } from '@playwright/test';
import type { Lang } from '../support/catalogue';
import { identitySandboxOrigin } from '../support/origins';
import { t as accountText } from './account-text';

/**
 * The sandbox identity provider's page (apps/identity-sandbox): who logs in there, or cancel. It is
 * the provider's own page, in English only, on its own origin.
 */
export class IdentitySandboxPage {
  constructor(readonly page: Page) {}

  async expectLoaded(provider: 'LINE' | 'Google'): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`^${identitySandboxOrigin}/`));
    await expect(this.page.getByRole('heading', { name: `${provider} (sandbox)` })).toBeVisible();
  }

  /** Logs in at the provider as `subject` (the same subject is the same identity again). */
  async continueAs(provider: 'LINE' | 'Google', subject: string, email?: string): Promise<void> {
    await this.expectLoaded(provider);
    await this.page.getByLabel('Subject').fill(subject);
    if (email !== undefined) await this.page.getByLabel('E-mail', { exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  async cancel(provider: 'LINE' | 'Google'): Promise<void> {
    await this.expectLoaded(provider);
    await this.page.getByRole('button', { name: 'Cancel' }).click();
  }
}

/** A subject at the provider no other journey or run uses. */
export function newSubject(tag: string): string {
  return `${tag}-${Date.now().toString(36)}${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Links `provider` from My Page (the member logged in there) as `subject` at the provider. */
export async function linkFromMypage(page: Page, lang: Lang, provider: 'LINE' | 'Google', subject: string) {
  await page.getByRole('link', { name: accountText(lang, 'top.identities.linkLabel', { name: provider }) }).click();
  await new IdentitySandboxPage(page).continueAs(provider, subject);
  await expect(page).toHaveURL(/\/mypage\/social\/enable\/complete$/);
}
