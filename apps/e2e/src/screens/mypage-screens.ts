import { expect, type Locator, type Page } from '@playwright/test';
import type { EnablableMultiFactorType } from '@vs/contract';
import type { Lang } from '../support/catalogue';
import { t } from './mypage-text';

/** The `<h1>` every My Page page shows (also its document title). */
function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Answers a confirmation dialog (disable a factor, delete a device) with its confirm button. */
async function confirm(page: Page, title: string, confirmLabel: string): Promise<Locator> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await expect(dialog).toBeHidden();
  return dialog;
}

/** /mypage/multi-factor: one card per offered type, its state, enable/disable; links to the sub-pages. */
export class MultiFactorScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async goto(): Promise<void> {
    await this.page.goto('/mypage/multi-factor');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(heading(this.page, t(this.lang, 'multiFactor.title'))).toBeVisible();
  }

  card(type: EnablableMultiFactorType): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 2, name: t(this.lang, `factor.${type}`), exact: true }) });
  }

  enableLink(type: EnablableMultiFactorType): Locator {
    return this.page.getByRole('link', {
      name: t(this.lang, 'multiFactor.enableNamed', { name: t(this.lang, `factor.${type}`) }),
    });
  }

  disableButton(type: EnablableMultiFactorType): Locator {
    return this.page.getByRole('button', {
      name: t(this.lang, 'multiFactor.disableNamed', { name: t(this.lang, `factor.${type}`) }),
    });
  }

  /** SMS while on: the number its codes go to, and the way to prove another. */
  smsDestination(masked: string): Locator {
    return this.card('SMS').getByText(t(this.lang, 'multiFactor.smsDestination', { destination: masked }), {
      exact: true,
    });
  }

  changePhoneLink(): Locator {
    return this.card('SMS').getByRole('link', { name: t(this.lang, 'multiFactor.changePhone'), exact: true });
  }

  /** The links that only show while some type is on. */
  relatedLinks(): Locator {
    return this.page.getByRole('navigation', { name: t(this.lang, 'multiFactor.moreLabel') });
  }

  /** Disables a type through its confirmation; answers the dialog's text (it warns when it is the last one). */
  async disable(type: EnablableMultiFactorType): Promise<string> {
    const name = t(this.lang, `factor.${type}`);
    await this.disableButton(type).click();
    const dialog = this.page.getByRole('alertdialog', { name: t(this.lang, 'multiFactor.confirmTitle', { name }) });
    await expect(dialog).toBeVisible();
    const body = await dialog.innerText();
    await confirm(this.page, t(this.lang, 'multiFactor.confirmTitle', { name }), t(this.lang, 'multiFactor.disable'));
    await expect(this.page.getByRole('status')).toHaveText(t(this.lang, 'multiFactor.disabledNotice', { name }));
    await expect(this.enableLink(type)).toBeVisible();
    return body;
  }
}

/** The first factor's last step: the backup codes and the 'I saved the codes' tick. */
export class BackupCodeStep {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  list(): Locator {
    return this.page.getByRole('list', { name: t(this.lang, 'backupCodes.listLabel') });
  }

  async codes(): Promise<string[]> {
    await expect(this.list()).toBeVisible();
    return (await this.list().getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  }

  savedBox(): Locator {
    return this.page.getByRole('checkbox', { name: t(this.lang, 'backupCodes.saved') });
  }

  submit(): Locator {
    return this.page.getByRole('button', { name: t(this.lang, 'backupCodes.submit') });
  }

  /** The tick box's error (after a visually hidden "Error:" prefix). */
  notTickedMessage(): Locator {
    return this.page.getByText(t(this.lang, 'validation:multiFactor.backupCodesSaved'));
  }

  async finish(): Promise<void> {
    await this.savedBox().check();
    await this.submit().click();
    await expect(this.page).toHaveURL(/\/mypage\/multi-factor\/complete$/);
    await expect(heading(this.page, t(this.lang, 'complete.title'))).toBeVisible();
  }
}

/** /mypage/multi-factor/otp: the secret (as a QR code and as text) and the code that confirms it. */
export class OtpSetupScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/mypage\/multi-factor\/otp$/);
    await expect(heading(this.page, t(this.lang, 'otp.title'))).toBeVisible();
  }

  qrCode(): Locator {
    return this.page.getByRole('img', { name: t(this.lang, 'otp.qrLabel') });
  }

  /** The key as the member would type it into an authenticator app (grouped; spaces do not count). */
  async secret(): Promise<string> {
    const shown = await this.page.getByTestId('otp-secret').innerText();
    return shown.replace(/\s+/g, '');
  }

  codeBox(): Locator {
    return this.page.getByLabel(t(this.lang, 'otp.codeLabel'), { exact: true });
  }

  async confirm(code: string): Promise<void> {
    await this.codeBox().fill(code);
    await this.page.getByRole('button', { name: t(this.lang, 'otp.submit'), exact: true }).click();
  }
}

/** /mypage/multi-factor/email (and /sms, where the number to prove is typed first): send a code, then type it. */
export class CodeSetupScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async expectLoaded(type: 'Email' | 'SMS'): Promise<void> {
    await expect(heading(this.page, t(this.lang, `code.title.${type}`))).toBeVisible();
  }

  /** SMS: the number the code goes to (the profile's is offered). */
  phoneBox(): Locator {
    return this.page.getByLabel(t(this.lang, 'code.phoneLabel'), { exact: true });
  }

  async send(phoneNumber?: string): Promise<void> {
    if (phoneNumber !== undefined) await this.phoneBox().fill(phoneNumber);
    await this.page.getByRole('button', { name: t(this.lang, 'code.send') }).click();
    await expect(this.page.getByRole('status')).toHaveText(t(this.lang, 'code.sent'));
  }

  async confirm(code: string): Promise<void> {
    await this.page.getByLabel(t(this.lang, 'code.codeLabel'), { exact: true }).fill(code);
    await this.page.getByRole('button', { name: t(this.lang, 'code.submit'), exact: true }).click();
  }
}

/** /mypage/multi-factor/backup-code and …/generate: how many are left; new codes replace the old. */
export class BackupCodeScreens {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async expectLeft(count: number): Promise<void> {
    await this.page.goto('/mypage/multi-factor/backup-code');
    await expect(heading(this.page, t(this.lang, 'backupCodes.title'))).toBeVisible();
    await expect(this.page.getByText(t(this.lang, 'backupCodes.left', { count }), { exact: true })).toBeVisible();
  }

  /** From the count page through its link to the generate page; answers the new codes. */
  async regenerate(): Promise<string[]> {
    await this.page.getByRole('link', { name: t(this.lang, 'backupCodes.toGenerate') }).click();
    await expect(heading(this.page, t(this.lang, 'generate.title'))).toBeVisible();
    await expect(this.page.getByRole('note')).toHaveText(t(this.lang, 'generate.warning'));
    await this.page.getByRole('button', { name: t(this.lang, 'generate.submit'), exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: t(this.lang, 'generate.doneTitle') })).toBeFocused();
    return new BackupCodeStep(this.page, this.lang).codes();
  }
}

/** /mypage/multi-factor/trusted-device: the remembered browsers, this one marked, delete per device. */
export class TrustedDeviceScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async goto(): Promise<void> {
    await this.page.goto('/mypage/multi-factor/trusted-device');
    await expect(heading(this.page, t(this.lang, 'trustedDevice.title'))).toBeVisible();
  }

  devices(): Locator {
    return this.page.getByRole('list', { name: t(this.lang, 'trustedDevice.listLabel') }).getByRole('listitem');
  }

  thisDevice(): Locator {
    return this.devices().filter({ hasText: t(this.lang, 'trustedDevice.thisDevice') });
  }

  empty(): Locator {
    return this.page.getByText(t(this.lang, 'trustedDevice.empty'), { exact: true });
  }

  /** Deletes the one device named `name` ('PC（Chrome）') through its confirmation. */
  async delete(name: string): Promise<void> {
    await this.page.getByRole('button', { name: t(this.lang, 'trustedDevice.deleteNamed', { name }) }).click();
    await confirm(
      this.page,
      t(this.lang, 'trustedDevice.confirmTitle', { name }),
      t(this.lang, 'trustedDevice.delete'),
    );
    await expect(this.page.getByRole('status')).toHaveText(t(this.lang, 'trustedDevice.deleted'));
  }
}

/** /mypage/login-history: a table from 1000 px, expandable cards below. */
export class LoginHistoryScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async goto(): Promise<void> {
    await this.page.goto('/mypage/login-history');
    await expect(heading(this.page, t(this.lang, 'history.title'))).toBeVisible();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: t(this.lang, 'history.listLabel') });
  }

  /** Body rows of the table, newest first. */
  rows(): Locator {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
  }

  cards(): Locator {
    return this.page.getByRole('list', { name: t(this.lang, 'history.listLabel') }).getByRole('listitem');
  }

  /** The headers in order, as the member reads them. */
  expectedColumns(): string[] {
    return ['dateTime', 'result', 'loginMethod', 'multiFactor', 'device', 'browser', 'country', 'ip'].map((column) =>
      t(this.lang, `history.column.${column}`),
    );
  }
}

/** /mypage/sessions: the browsers logged in as the member; end one or every other one. */
export class SessionsScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  /** Through the top page's link, as a member finds it. */
  async openFromTop(): Promise<void> {
    await this.page.goto('/mypage');
    await this.page.getByRole('link', { name: t(this.lang, 'account:top.security.sessionsLink') }).click();
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(heading(this.page, t(this.lang, 'sessions.title'))).toBeVisible();
  }

  sessions(): Locator {
    return this.page.getByRole('list', { name: t(this.lang, 'sessions.listLabel') }).getByRole('listitem');
  }

  thisBrowser(): Locator {
    return this.sessions().filter({ hasText: t(this.lang, 'sessions.thisBrowser') });
  }

  noOthers(): Locator {
    return this.page.getByText(t(this.lang, 'sessions.noOthers'), { exact: true });
  }

  /** Ends the one other session named `name` ('PC（Chrome）') through its confirmation. */
  async end(name: string): Promise<void> {
    await this.page.getByRole('button', { name: t(this.lang, 'sessions.endNamed', { name }) }).click();
    await confirm(this.page, t(this.lang, 'sessions.confirmTitle', { name }), t(this.lang, 'sessions.end'));
    await expect(this.page.getByRole('status')).toHaveText(t(this.lang, 'sessions.ended'));
  }

  /** Ends every session but this browser's through its confirmation. */
  async endOthers(): Promise<void> {
    await this.page.getByRole('button', { name: t(this.lang, 'sessions.endOthers') }).click();
    await confirm(this.page, t(this.lang, 'sessions.confirmOthersTitle'), t(this.lang, 'sessions.end'));
    await expect(this.page.getByRole('status')).toHaveText(t(this.lang, 'sessions.endedOthers'));
  }
}
