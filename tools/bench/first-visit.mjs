#!/usr/bin/env node
// `npm run bench`: what a first visit costs, per route, against the production build.
//
// Builds nothing (run `npx nx run-many -t build` first). Starts dist/apps/server/main.mjs on a free
// port with a throw-away DATA_DIR, then for every route of libs/shared/routes (plus a 404 page):
//   1. a fresh Chromium context with the cache disabled records every response over CDP and
//      reports request count, JS and CSS bytes gzipped here (zlib, default level, so the figure
//      does not depend on the server's compression), transfer bytes, and the longest chain of
//      requests before the page content shows (method in docs/performance.md and chain.mjs);
//   2. Lighthouse (mobile preset, performance only) reports the score and LCP.
// Prints a table, rewrites its part of docs/performance.md, and exits 1 when a route misses its budget
// (config.mjs). `--only=/login,/plans` measures just those paths and leaves the doc alone; `--bytes-only`
// skips Lighthouse (seconds instead of minutes, for checking what a change does to the bundles);
// `--scripts` lists every script of each measured route with its gzipped size (what a budget is made of).
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { routeTable } from './routes.mjs';
import { budgets, chromiumArgs, chromiumPath } from './config.mjs';
import { measureFirstVisit } from './measure.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { printTable, writeReport } from './report.mjs';
import { confirmCookies, memberCookies, signupPlanStepCookies } from './bench-member.mjs';
import { interactionCookies } from './oidc-client.mjs';
import { freePort, startServer } from './server.mjs';

const root = resolve(import.meta.dirname, '../..');
for (const file of ['dist/apps/server/main.mjs', 'dist/apps/shell/index.html']) {
  if (!existsSync(join(root, file))) {
    console.error(`bench: ${file} is missing; build first with \`npx nx run-many -t build\``);
    process.exit(2);
  }
}

/** Sample values for route parameters, from the seeded demo store. */
const sampleParams = { planId: 'monthly', type: 'otp', clientId: 'demo-web' };
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const allPages = [
  ...routeTable.map((route) => ({
    label: route.path,
    path: route.path.replace(/:(\w+)/g, (_, name) => sampleParams[name] ?? name),
    // Account pages are measured as a logged-in member sees them (a guest is sent to /login).
    asMember: route.layout === 'account',
    // OIDC pages are measured in the middle of an authorization: the consent pages as a member's.
    oidc: route.layout === 'oidc' ? { asMember: /consent|select-account/.test(route.path) } : undefined,
    // The confirm page is a member's with a verified purchase of the sample plan.
    atConfirm: route.path === '/plans/:planId/confirm',
    // Sign-up's plan pages: a newcomer's, at the plan step, with a verified or a finished purchase.
    atSignupPlans: /^\/signup\/plans(\/|$)/.test(route.path) ? { stage: route.path.split('/').at(-1) } : undefined,
  })),
  { label: '404 page', path: '/no-such-page-bench' },
];
const bytesOnly = process.argv.includes('--bytes-only');
const pages = only ? allPages.filter((page) => only.includes(page.path)) : allPages;

/** Who visits a page: a guest, the shared member, or a browser in the state the page needs. */
async function visitorCookies(page, sharedMember) {
  if (page.oidc) return interactionCookies(origin, page.oidc);
  if (page.atConfirm) return confirmCookies(origin, sampleParams.planId);
  if (page.atSignupPlans?.stage === 'plans') return signupPlanStepCookies(origin);
  if (page.atSignupPlans) return signupPlanStepCookies(origin, { planId: sampleParams.planId, ...page.atSignupPlans });
  return page.asMember ? sharedMember : [];
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'vs-bench-data-'));
const server = await startServer({ root, port, dataDir, env: { DEV_FIXTURES: '1' } });
const rows = [];
let failed = false;
/** @type {Parameters<import('@playwright/test').BrowserContext['addCookies']>[0]} */
let cookies = [];
try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    cookies = pages.some((page) => page.asMember) ? await memberCookies(origin) : [];
    for (const page of pages) {
      page.cookies = await visitorCookies(page, cookies);
      const visit = await measureFirstVisit(browser, `${origin}${page.path}`, { cookies: page.cookies }).catch(
        (error) => {
          throw new Error(`${page.path}: ${error.message}`, { cause: error });
        },
      );
      // An OIDC page that lost its interaction shows the error page: that is not the page measured.
      if (page.oidc && visit.landedOn === '/oidc/error') throw new Error(`${page.path} showed /oidc/error`);
      rows.push({ ...page, ...visit });
    }
  } finally {
    await browser.close();
  }
  for (const row of bytesOnly ? [] : rows) {
    const runs = budgets.some((budget) => budget.path === row.path) ? 3 : 1;
    const cookie = row.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    Object.assign(row, await runLighthouse(`${origin}${row.path}`, { runs, cookie }));
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(2);

printTable(rows);
const moved = rows.filter((row) => row.landedOn !== new URL(row.path, origin).pathname);
for (const row of moved) console.log(`${row.label}: the visit ended on ${row.landedOn}`);
if (process.argv.includes('--scripts')) {
  for (const row of rows) {
    console.log(`\nscripts of ${row.path} (gzipped KB):`);
    for (const script of row.scripts) console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)}  ${script.path}`);
  }
}
const misses = [];
for (const budget of budgets) {
  const row = rows.find((r) => r.path === budget.path);
  if (!row) {
    if (!only) misses.push(`${budget.path} was not measured`);
    continue;
  }
  if (row.jsGzip > budget.jsGzipBytes)
    misses.push(`${budget.path} JS ${(row.jsGzip / 1024).toFixed(1)} KB gzipped > ${budget.jsGzipBytes / 1024} KB`);
  if (!bytesOnly && (row.performance === null || row.performance < budget.performance))
    misses.push(`${budget.path} Lighthouse performance ${row.performance ?? 'n/a'} < ${budget.performance}`);
}
const targets = budgets.map(
  (b) => `${b.path} JS ≤ ${b.jsGzipBytes / 1024} KB gzipped and Lighthouse ≥ ${b.performance}`,
);
console.log(`\nTargets: ${targets.join('; ')} (mobile).`);
if (only || bytesOnly) console.log('--only or --bytes-only: docs/performance.md left as it is');
else {
  writeReport(join(root, 'docs/performance.md'), rows, misses);
  console.log('Wrote the first-visit part of docs/performance.md');
}
if (misses.length > 0) {
  console.error(`BUDGET MISSED:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
console.log('Within budget.');
