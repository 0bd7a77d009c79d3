import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { matchRoute } from '@vs/routes';
import { text, type Lang } from '../support/catalogue';
import { expect } from '../support/fixtures';

/** What one page of a crawl showed that a member or a store would notice. */
export interface CrawlProblem {
  readonly url: string;
  readonly problem: string;
}

const localesDir = resolve(__dirname, '../../../../libs/shared/catalogue/src/locales');

/** Every catalogue key with a dot (`title.login`, `auth:title.login`): a text showing one is a missing translation. */
function catalogueKeys(): ReadonlySet<string> {
  const keys = new Set<string>();
  const walk = (namespace: string, prefix: string, node: unknown) => {
    if (typeof node === 'string') {
      keys.add(prefix);
      keys.add(`${namespace}:${prefix}`);
      return;
    }
    for (const [key, child] of Object.entries(node as Record<string, unknown>))
      walk(namespace, prefix ? `${prefix}.${key}` : key, child);
  };
  for (const file of readdirSync(resolve(localesDir, 'ja')).filter((name) => name.endsWith('.json')))
    walk(file.replace(/\.json$/, ''), '', JSON.parse(readFileSync(resolve(localesDir, 'ja', file), 'utf8')));
  return new Set([...keys].filter((key) => key.includes('.')));
}

/** Words shaped like a key (`ns:a.b`, `a.b.c`); only those that are catalogue keys count. */
const KEY_SHAPE = /[A-Za-z][\w-]*(?::[\w-]+)?(?:\.[\w-]+)+/g;

/**
 * Opens every same-origin page linked from the pages it starts at, one page per route of the table
 * (the first `/plans/{planId}` stands for all), and reports each 404 (the document's status or the
 * not-found page), each console error or uncaught exception, and each catalogue key left on screen.
 * `/logout` is never opened (it would end the member's session), nor the screen-data and API paths,
 * nor `/auth/…`, the trips to another site's identity provider (external-identities.spec.ts walks those).
 */
export class SiteCrawler {
  private readonly keys = catalogueKeys();
  private readonly problems: CrawlProblem[] = [];
  private current = '';

  constructor(
    readonly page: Page,
    readonly lang: Lang,
    readonly baseURL: string,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push({ url: this.current, problem: `console: ${message.text()}` });
    });
    page.on('pageerror', (error) => this.problems.push({ url: this.current, problem: `exception: ${error.message}` }));
  }

  /** Crawls from `starts`; answers the pathnames it opened. */
  async crawl(starts: readonly string[], limit = 60): Promise<string[]> {
    const queue = [...starts];
    const seen = new Set<string>();
    const opened: string[] = [];
    while (queue.length > 0 && opened.length < limit) {
      const target = queue.shift() ?? '/';
      const url = new URL(target, this.baseURL);
      const key = this.routeKey(url.pathname);
      if (seen.has(key)) continue;
      seen.add(key);
      opened.push(url.pathname);
      for (const link of await this.open(`${url.pathname}${url.search}`)) queue.push(link);
    }
    return opened;
  }

  expectNoProblems(): void {
    expect(this.problems, `crawl problems (${this.lang})`).toEqual([]);
  }

  private routeKey(pathname: string): string {
    return matchRoute(pathname)?.route.path ?? pathname;
  }

  /** Opens one page, checks it, answers the same-origin links it shows. */
  private async open(target: string): Promise<string[]> {
    this.current = target;
    const response = await this.page.goto(target);
    if (response?.status() === 404) this.problems.push({ url: target, problem: 'document answered 404' });
    await this.page.waitForLoadState('networkidle');
    await expect(this.page.locator('h1').first()).toBeVisible();
    const notFound = text(this.lang, 'errors', 'notFound.title');
    if ((await this.page.getByRole('heading', { level: 1, name: notFound }).count()) > 0)
      this.problems.push({ url: target, problem: 'shows the not-found page' });
    const shown = await this.page.locator('body').innerText();
    for (const word of shown.match(KEY_SHAPE) ?? [])
      if (this.keys.has(word)) this.problems.push({ url: target, problem: `shows the catalogue key ${word}` });
    const here = new URL(this.page.url());
    const hrefs = await this.page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    return hrefs
      .map((href) => new URL(href))
      .filter((url) => url.origin === here.origin)
      .filter((url) => url.pathname !== '/logout' && !url.pathname.startsWith('/zapi/'))
      .filter((url) => !url.pathname.startsWith('/auth/'))
      .map((url) => `${url.pathname}${url.search}`);
  }
}
