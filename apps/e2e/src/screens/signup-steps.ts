import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../support/catalogue';
import { t } from './signup-text';

/** /signup and /signup/policy: policy texts (scroll boxes), consent checkboxes, the agree button. */
export class SignupPolicyScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async goto(): Promise<void> {
    await this.page.goto('/signup');
    await expect(this.page.getByRole('heading', { level: 1, name: t(this.lang, 'title.policy') })).toBeVisible();
  }

  region(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  checkbox(title: string): Locator {
    return this.page.getByRole('checkbox', { name: t(this.lang, 'policy.agree', { title }) });
  }

  agreeButton(): Locator {
    return this.page.getByRole('button', { name: t(this.lang, 'policy.submit') });
  }

  /** Scrolls a policy's box to its very end, as a reader would. */
  async scrollToEnd(title: string): Promise<void> {
    await this.region(title).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
      el.dispatchEvent(new Event('scroll'));
    });
  }

  async agreeToAll(titles: readonly string[]): Promise<void> {
    for (const title of titles) await this.checkbox(title).check();
    await this.agreeButton().click();
    await expect(this.page).toHaveURL(/\/signup\/email$/);
  }
}

/** /signup/email */
export class SignupEmailScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  emailBox(): Locator {
    return this.page.getByLabel(t(this.lang, 'email.label'), { exact: true });
  }

  async send(email: string): Promise<void> {
    await this.emailBox().fill(email);
    await this.page.getByRole('button', { name: t(this.lang, 'email.submit') }).click();
  }
}

/** /signup/pin-code */
export class SignupPinScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/signup\/pin-code$/);
    await expect(this.page.getByRole('heading', { level: 1, name: t(this.lang, 'title.pinCode') })).toBeVisible();
  }

  codeBox(): Locator {
    return this.page.getByLabel(t(this.lang, 'pinCode.label'), { exact: true });
  }

  submitButton(): Locator {
    return this.page.getByRole('button', { name: t(this.lang, 'pinCode.submit') });
  }

  resendButton(): Locator {
    return this.page.getByRole('button', { name: t(this.lang, 'ui:resend.action') });
  }

  async enter(code: string): Promise<void> {
    await this.codeBox().fill(code);
    await this.submitButton().click();
  }
}

/** /signup/form: fields by their catalogue labels. */
export class SignupFormScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'ja',
  ) {}

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/signup\/form$/);
    await expect(this.page.getByRole('heading', { level: 1, name: t(this.lang, 'title.form') })).toBeVisible();
  }

  field(key: string): Locator {
    // Sign-up's own fields; the profile fields are the shared profile form's ('profile' namespace).
    const ownFields = ['email', 'userId', 'password', 'passwordConfirm'];
    return this.page.getByLabel(t(this.lang, ownFields.includes(key) ? `form.${key}` : `profile:form.${key}`), {
      exact: true,
    });
  }

  lookUpButton(): Locator {
    return this.page.getByRole('button', { name: t(this.lang, 'profile:form.lookUp') });
  }

  /**
   * Fills every field the demo store asks for (the password pair unless null), as a visitor types them
   * (the postcode filled by its look-up button); the custom questions are the store's own data, the same
   * in both languages.
   */
  async fillForDemoStore(userId: string, password: string | null): Promise<void> {
    await this.field('userId').fill(userId);
    // A sign-up through an external identity has no password fields.
    if (password !== null) {
      await this.field('password').fill(password);
      await this.field('passwordConfirm').fill(password);
    }
    await this.field('familyName').fill('山田');
    await this.field('givenName').fill('太郎');
    await this.field('familyNameKana').fill('ヤマダ');
    await this.field('givenNameKana').fill('タロウ');
    await this.field('birthday').pressSequentially('19900215');
    await expect(this.field('birthday')).toHaveValue('1990/02/15');
    await this.page
      .getByRole('radiogroup', { name: t(this.lang, 'profile:form.sex') })
      .getByRole('radio', { name: t(this.lang, 'profile:sex.2') })
      .check();
    await this.field('postalCode').fill('1000005');
    await this.lookUpButton().click();
    await expect(this.field('prefecture')).toHaveValue('13');
    await expect(this.field('address')).toHaveValue('千代田区丸の内');
    await this.page.getByLabel('一番好きなジャンル', { exact: true }).selectOption('anime');
    await this.page.getByRole('checkbox', { name: 'テレビ' }).check();
  }

  submitButton(): Locator {
    return this.page.getByRole('button', { name: t(this.lang, 'form.submit') });
  }

  summary(): Locator {
    return this.page.getByRole('alert').filter({ hasText: t(this.lang, 'form.summary') });
  }
}
