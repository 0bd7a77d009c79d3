import { expect, type Page } from '@playwright/test';
import { identitySandboxOrigin } from '../support/origins';

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
