import { test as base, expect } from '@playwright/test';
import { languageCookieName } from '@vs/contract';
import type { Lang } from './catalogue';

/**
 * The journeys' test object: `useLanguage` presets the language cookie the site itself writes when a
 * visitor switches (the switch itself is exercised in plans.spec.ts), so a journey can start in
 * either language without clicking through the switch first.
 */
export const test = base.extend<{ useLanguage: (lang: Lang) => Promise<void> }>({
  useLanguage: async ({ context, baseURL }, use) => {
    await use(async (lang) => {
      await context.addCookies([{ name: languageCookieName, value: lang, url: baseURL ?? 'http://127.0.0.1' }]);
    });
  },
});

export { expect };
