import type { Request } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { LoginScreen } from '../screens/login-screens';
import { signedUpMember } from '../screens/members';
import { PaymentMethodScreen } from '../screens/payment-screens';
import { sandboxIntegritySettings } from '@vs/testing';
import { expect, test } from '../support/fixtures';
import { botCheckOrigin, sandboxOrigin } from '../support/origins';

/**
 * The payment pages as served (PCI DSS 6.4.3 and 11.6.1, docs/security.md "Payment pages"): the
 * monitor command an operator schedules finds the real server's pages as the inventory says, and
 * tells a change since its recorded run, an origin outside the inventory and a provider script that
 * no longer matches its pinned hash; in the browser, the pages load scripts only from our origin and
 * the provider's, pinned by integrity.
 */
const monitorCommand = resolve(__dirname, '../../../../tools/payment-monitor/monitor.mjs');

/** The settings the journeys' server runs with: what the sandbox publishes (serve-dist.mjs). */
const published = () => sandboxIntegritySettings(sandboxOrigin);
type IntegritySettings = Awaited<ReturnType<typeof published>>;

/** `npm run monitor:payment-pages` as the operator runs it, with those settings: its lines and exit status. */
async function monitor(args: string[], integrity: IntegritySettings): Promise<{ code: number; lines: string[] }> {
  const env = { ...process.env, ...integrity };
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [monitorCommand, ...args], { env });
    return { code: 0, lines: stdout.trim().split('\n') };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, lines: failed.stdout.trim().split('\n') };
  }
}

test('the monitor finds the served payment pages as listed, and tells a change or a tampered script', async ({
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const baseline = join(mkdtempSync(join(tmpdir(), 'payment-monitor-')), 'baseline.json');
  const site = [`--origin=${origin}`, `--provider-origin=${sandboxOrigin}`, '--plan=monthly', `--baseline=${baseline}`];
  const args = [...site, `--allow-origin=${botCheckOrigin}`];
  const integrity = await published();
  const pages = [`${origin}/mypage/payment-method`, `${origin}/plans/monthly`, `${origin}/signup/plans`];

  expect(await monitor(args, integrity)).toEqual({
    code: 0,
    lines: [...pages.map((page) => `ok     ${page}`), `recorded the pages' fingerprints in ${baseline}`],
  });
  expect(await monitor(args, integrity)).toEqual({ code: 0, lines: pages.map((page) => `ok     ${page}`) });

  // A recorded run whose policy differed (as if the served one had gained an origin since) is told.
  const recorded = JSON.parse(readFileSync(baseline, 'utf8')) as Record<string, { csp: Record<string, string[]> }>;
  const planPage = recorded['/plans/:planId'];
  if (planPage) planPage.csp['script-src'] = ["'self'"];
  writeFileSync(baseline, JSON.stringify(recorded));
  const changed = await monitor(args, integrity);
  expect(changed.code).toBe(1);
  expect(changed.lines).toEqual([
    `ok     ${pages[0]}`,
    expect.stringMatching(/^ALERT {2}\S+\/plans\/monthly: changed since the recorded run: csp › script-src: /),
    `ok     ${pages[2]}`,
  ]);
  expect((await monitor([...args, '--accept'], integrity)).code).toBe(0);

  // No card page allows the bot-check service (it is never asked there): a list without it passes too.
  expect(await monitor(site, integrity)).toEqual({ code: 0, lines: pages.map((page) => `ok     ${page}`) });

  // A pinned hash the provider's script no longer has (the script changed at the provider): alert.
  const tampered = await monitor(args, { ...integrity, PAYMENT_TOKEN_SCRIPT_INTEGRITY: `sha384-${'A'.repeat(64)}` });
  expect(tampered.code).toBe(1);
  expect(tampered.lines).toContainEqual(
    expect.stringContaining(`: the provider's script ${sandboxOrigin}/js/token.js changed: sha384-`),
  );
});

test('a card page loads scripts only from us and the provider, whose two carry the published integrity', async ({
  page,
  baseURL,
}) => {
  const own = new URL(baseURL ?? '').origin;
  const scriptOrigins = new Set<string>();
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scriptOrigins.add(new URL(request.url()).origin);
  });
  const member = await signedUpMember(baseURL, 'pay-monitor');
  const login = new LoginScreen(page, 'ja');
  await login.goto();
  await login.logIn(member.email, member.password);
  await expect(page).toHaveURL(/\/mypage$/);
  const screen = new PaymentMethodScreen(page);
  await screen.goto();
  await screen.add({ number: '4111 1111 1111 1111' });
  // The browser ran both scripts only because their bytes matched the pinned hashes: the card is saved.
  await expect(page).toHaveURL(/\/mypage\/payment-method\/complete$/);

  const integrity = await published();
  const pinned = {
    '/js/token.js': integrity.PAYMENT_TOKEN_SCRIPT_INTEGRITY,
    '/js/tds2info.js': integrity.PAYMENT_TDS2_SCRIPT_INTEGRITY,
  };
  for (const [path, hash] of Object.entries(pinned))
    await expect(page.locator(`script[src="${sandboxOrigin}${path}"]`)).toHaveAttribute('integrity', hash);
  expect([...scriptOrigins].sort()).toEqual([own, sandboxOrigin].sort());
});
