import { expect, type Page } from '@playwright/test';
import type { MultiFactorType } from '@vs/contract';
import type { Lang } from '../support/catalogue';
import { t } from './login-text';

/** /login in e-mailed-code mode, then /login/code (the demo store's, or the store at `origin`). */
export class CodeLoginScreens {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
    readonly origin = '',
  ) {}

  async askCode(email: string): Promise<void> {
    await this.page.goto(`${this.origin}/login?loginType=authCode`);
    await expect(this.page.getByRole('tab', { name: t(this.lang, 'login.modeCode') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await this.page.getByLabel(t(this.lang, 'loginCode.email'), { exact: true }).fill(email);
    await this.page.getByRole('button', { name: t(this.lang, 'loginCode.send') }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: t(this.lang, 'title.loginCode') })).toBeVisible();
  }

  async enterCode(code: string): Promise<void> {
    await this.page.getByLabel(t(this.lang, 'code.label'), { exact: true }).fill(code);
    await this.page.getByRole('button', { name: t(this.lang, 'code.submit') }).click();
  }

  submit() {
    return this.page.getByRole('button', { name: t(this.lang, 'code.submit') });
  }
}

/** /login/multi-factor (the choice) and /login/multi-factor/{type} (the entry). */
export class MultiFactorScreens {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async choose(type: MultiFactorType): Promise<void> {
    await expect(
      this.page.getByRole('heading', { level: 1, name: t(this.lang, 'title.loginMultiFactor') }),
    ).toBeVisible();
    await this.page.getByRole('radio', { name: t(this.lang, `multiFactor.choice.${type}`) }).check();
    await this.page.getByRole('button', { name: t(this.lang, 'multiFactor.continue') }).click();
    await this.expectEntry(type);
  }

  async expectEntry(type: MultiFactorType): Promise<void> {
    await expect(
      this.page.getByRole('heading', { level: 1, name: t(this.lang, `title.multiFactorEntry.${type}`) }),
    ).toBeVisible();
  }

  async sendCode(): Promise<void> {
    await this.page.getByRole('button', { name: t(this.lang, 'multiFactorEntry.send') }).click();
  }

  async enter(type: MultiFactorType, value: string, options: { rememberDevice?: boolean } = {}): Promise<void> {
    await this.page.getByLabel(t(this.lang, `multiFactorEntry.label.${type}`), { exact: true }).fill(value);
    if (options.rememberDevice)
      await this.page
        .getByRole('checkbox', { name: t(this.lang, 'multiFactorEntry.rememberDevice', { days: 30 }) })
        .check();
    await this.page.getByRole('button', { name: t(this.lang, 'code.submit') }).click();
  }
}
