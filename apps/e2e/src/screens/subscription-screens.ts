import { expect, type Locator, type Page } from '@playwright/test';
import { csrfHeaderName, endpoints, type BodyOf, type DevBillingRunAnswer } from '@vs/contract';
import { text, type Lang, type Namespace } from '../support/catalogue';
import { secureCsrfCookie } from '../support/cookies';

/** A catalogue text of the contract pages: `subscription` namespace unless the key names another. */
export function st(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, rest] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['subscription', key];
  return text(lang, ns as Namespace, rest, values);
}

/**
 * Gives the logged-in member of this page's browser a contract in the state asked (DEV_FIXTURES=1):
 * renewing today, held yesterday, paid with an expired card… Answers its id.
 */
export async function giveSubscription(
  page: Page,
  body: Partial<BodyOf<typeof endpoints.devFixtureSubscription>>,
): Promise<string> {
  return ((await devPost(page, endpoints.devFixtureSubscription.path, body)) as { subscriptionId: string })
    .subscriptionId;
}

/** Runs the reconciler and the renewal job once, now (DEV_FIXTURES=1): what the scheduler does each minute. */
export async function runBilling(page: Page): Promise<DevBillingRunAnswer> {
  return (await devPost(page, endpoints.devBillingRun.path, {})) as DevBillingRunAnswer;
}

async function devPost(page: Page, path: string, body: object): Promise<unknown> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === secureCsrfCookie)?.value ?? '';
  const answer = await page.request.post(path, { data: body, headers: { [csrfHeaderName]: csrf } });
  expect(answer.status(), await answer.text()).toBe(200);
  return answer.json();
}

/** /mypage/plans: the member's contracts, each a card linking to its detail. */
export class SubscriptionListScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  /** From My Page, through the account menu's Plans item. */
  async openFromMenu(): Promise<void> {
    await this.page.goto('/mypage');
    const menu = this.page.getByRole('navigation', { name: st(this.lang, 'layout:menu.label') });
    await menu.getByRole('link', { name: st(this.lang, 'layout:menu.plans') }).click();
    await expect(this.page).toHaveURL(/\/mypage\/plans$/);
    await expect(this.page.getByRole('heading', { level: 1, name: st(this.lang, 'plans.title') })).toBeVisible();
  }

  card(planName: string): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name: planName, exact: true }) });
  }

  async open(planName: string): Promise<SubscriptionDetailScreen> {
    await this.card(planName).getByRole('link', { name: planName, exact: true }).click();
    const detail = new SubscriptionDetailScreen(this.page, this.lang);
    await detail.expectLoaded(planName);
    return detail;
  }
}

/** /mypage/subscription/{id}: the contract and its actions. */
export class SubscriptionDetailScreen {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  async goto(subscriptionId: string, planName: string): Promise<void> {
    await this.page.goto(`/mypage/subscription/${subscriptionId}`);
    await this.expectLoaded(planName);
  }

  async expectLoaded(planName: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: st(this.lang, 'detail.title') })).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 2, name: planName })).toBeVisible();
  }

  /** The value of one fact (a <dt> and its <dd>). */
  fact(key: string): Locator {
    return this.page.locator('dt', { hasText: st(this.lang, key) }).locator('xpath=following-sibling::dd[1]');
  }

  badge(kind: string): Locator {
    return this.page.getByText(st(this.lang, `badge.${kind}`), { exact: true });
  }

  link(key: string): Locator {
    return this.page.getByRole('link', { name: st(this.lang, key), exact: true });
  }

  button(key: string): Locator {
    return this.page.getByRole('button', { name: st(this.lang, key), exact: true });
  }

  /** What a call's success announces (the page's status line; a busy button has a status of its own). */
  announced(key: string): Locator {
    return this.page.getByRole('status').filter({ hasText: st(this.lang, key) });
  }
}

/** The completion pages: what was done, and the way back to the contract. */
export async function expectComplete(page: Page, lang: Lang, kind: 'cancel' | 'paymentMethod'): Promise<void> {
  await expect(page).toHaveURL(
    new RegExp(`/mypage/subscription/[0-9a-f-]{36}/${kind === 'cancel' ? 'cancel' : 'payment-method'}/complete$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: st(lang, `complete.${kind}.title`) })).toBeVisible();
}
