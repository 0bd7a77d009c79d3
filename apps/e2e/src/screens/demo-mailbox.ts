import { expect, type Page } from '@playwright/test';

/**
 * /dev/mailbox in the demo mode: the mails the demo keeps instead of sending, one article each
 * (subject, "to <address>", the text). A plain server page outside the catalogue, in both languages.
 */
export class DemoMailboxPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/dev/mailbox');
    await expect(this.page.getByRole('heading', { level: 1, name: /Demo mailbox/ })).toBeVisible();
  }

  /** The 6-digit code in the one mail sent to `address` (reloading until it is there). */
  async pinFor(address: string): Promise<string> {
    const mail = this.page.getByRole('article').filter({ hasText: address });
    await expect(async () => {
      await this.page.reload();
      await expect(mail).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(await mail.locator('pre').innerText())?.[1];
    if (!code) throw new Error(`no 6-digit code in the mail to ${address}`);
    return code;
  }
}
