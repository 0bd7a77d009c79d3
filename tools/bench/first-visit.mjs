#!/usr/bin/env node
// `npm run bench`: what a first visit costs, per route, against the production build.
//
// Builds nothing (run `npx nx run-many -t build` first). Starts dist/apps/server/main.mjs on a free
// port with a throw-away DATA_DIR, then for every route of libs/shared/routes (plus a 404 page):
//   1. a fresh Chromium context with the cache disabled records every response over CDP and
//      reports request count, JS and CSS bytes gzipped here (zlib, default level, so the figure does
//      not depend on the server's compression), transfer bytes, and the longest chain of
//      requests before the page content shows (method in docs/performance.md and chain.mjs);
//   2. Lighthouse (mobile preset, performance only) reports the score, LCP, FCP and TBT.
// Every visit must end on the page it asked for (a member's not on /login): one that did not ends the
// run with status 2, since its figures would be another page's.
// Prints a table, rewrites its part of docs/performance.md, and exits 1 when a route misses its budget
// (config.mjs: its bytes, and its Lighthouse score and LCP as deployed, through nginx, which a
// judged run visits every budgeted route through) or loads a catalogue as a script, not from the HTML.
// `--only=/login,/plans` measures just those paths and leaves the doc alone; `--bytes-only` skips
// Lighthouse (seconds instead of minutes, for checking what a change does to the bundles);
// `--scripts` lists every script of each measured route with its gzipped size (what a budget is made of).
// `--via=plain,proxy` measures each route straight from the server (plain http, the default) and/or
// as deployed, through docs/deploy.md's nginx with TLS and HTTP/2 (tls-proxy.mjs), and prints the two
// side by side; `--runs=N` sets the Lighthouse runs per route (else 3 for budgeted routes, 1 for the
// rest); `--no-budget` only reports figures (exit 0 unless the run broke: what CI runs).
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { routeTable } from './routes.mjs';
import { budgets, chromiumArgs, chromiumPath } from './config.mjs';
import { measureFirstVisit } from './measure.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { landingProblem, landsElsewhere } from './landing.mjs';
import { printComparison, printTable, writeReport } from './report.mjs';
import { billedMemberVisit, confirmCookies, memberCookies, signupPlanStepCookies } from './bench-member.mjs';
import { interactionCookies } from './oidc-client.mjs';
import { freePort, startServer } from './server.mjs';
import { startTlsProxy } from './tls-proxy.mjs';

const root = resolve(import.meta.dirname, '../..');
for (const file of ['dist/apps/server/main.mjs', 'dist/apps/shell/index.html']) {
  if (!existsSync(join(root, file))) {
    console.error(`bench: ${file} is missing; build first with \`npx nx run-many -t build\``);
    process.exit(2);
  }
}

/** Every built catalogue chunk (`assets/<namespace>-<hash>.js`), from the apps' Vite manifests. */
const catalogueFiles = readdirSync(join(root, 'dist/apps'))
  .flatMap((app) => [
    join(root, 'dist/apps', app, '.vite/manifest.json'),
    join(root, 'dist/apps', app, 'standalone/.vite/manifest.json'),
  ])
  .filter((file) => existsSync(file))
  .flatMap((file) => Object.entries(JSON.parse(readFileSync(file, 'utf8'))))
  .filter(([key]) => /[\\/]locales[\\/]/.test(key))
  .map(([, chunk]) => /** @type {{ file: string }} */ (chunk).file);
const isCatalogueScript = (path) => catalogueFiles.some((file) => path.endsWith(`/${file}`));

/** Sample values for route parameters, from the seeded demo store. */
const sampleParams = { planId: 'monthly', type: 'otp', clientId: 'demo-web' };
const option = (name) =>
  process.argv
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(`--${name}=`.length)
    .split(',');
const only = option('only');
const via = option('via') ?? ['plain'];
if (via.length === 0 || via.some((v) => v !== 'plain' && v !== 'proxy')) {
  console.error(`bench: --via takes plain, proxy or both (plain,proxy), not ${via.join(',')}`);
  process.exit(2);
}
const runsOption = option('runs')?.map(Number)[0];
if (runsOption !== undefined && !(Number.isInteger(runsOption) && runsOption > 0)) {
  console.error('bench: --runs takes a whole number of Lighthouse runs per route, e.g. --runs=1');
  process.exit(2);
}
const judged = !process.argv.includes('--no-budget');
const allPages = [
  ...routeTable.map((route) => ({
    label: route.path,
    path: route.path.replace(/:(\w+)/g, (_, name) => sampleParams[name] ?? name),
    // Account pages are measured as a logged-in member sees them (a guest is sent to /login); a
    // contract's or a charge's page as a member with billing, at their own contract or charge.
    asMember: route.layout === 'account',
    billed: /:(subscriptionId|earningsId)\b/.test(route.path),
    route: route.path,
    // Any visitor with a session of their own: for them a visit that shows /login went wrong.
    loggedIn:
      route.layout === 'account' ||
      /consent|select-account/.test(route.path) ||
      route.path === '/plans/:planId/confirm' ||
      /^\/signup\/plans(\/|$)/.test(route.path),
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
const isBudgeted = (path) => budgets.some((budget) => budget.path === path);
/** A judged run visits a budgeted route through nginx too: its score and LCP are judged as deployed. */
const waysOf = (page) =>
  judged && !bytesOnly && isBudgeted(page.path) && !via.includes('proxy') ? [...via, 'proxy'] : via;

/**
 * Who visits a page: a guest, a member, or a browser in the state the page needs. A member logs in
 * afresh for each visit (one fixture call): step-up pages (the payment methods, multi-factor, e-mail
 * and password edits …) want a login of the last 10 minutes and would show the login page to a
 * session as old as a long run. Other visitors keep the state made once per page.
 */
async function visitorCookies(page) {
  if (page.billed)
    return async () => {
      const { cookies, params } = await billedMemberVisit(origin);
      return { cookies, path: page.route.replace(/:(\w+)/g, (_, name) => params[name] ?? sampleParams[name]) };
    };
  if (page.asMember) return () => memberCookies(origin);
  if (page.oidc) return interactionCookies(origin, page.oidc);
  if (page.atConfirm) return confirmCookies(origin, sampleParams.planId);
  if (page.atSignupPlans?.stage === 'plans') return signupPlanStepCookies(origin);
  if (page.atSignupPlans) return signupPlanStepCookies(origin, { planId: sampleParams.planId, ...page.atSignupPlans });
  return [];
}

async function freshBilledVisit(row) {
  const { cookies, path } = await row.cookies();
  return { cookies, url: new URL(path, row.url).href };
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'vs-bench-data-'));
// TRUST_PROXY as deployed (docs/deploy.md): the server believes the forwarded headers of nginx only.
const env = { DEV_FIXTURES: '1', TRUST_PROXY: '127.0.0.1' };
// A busy machine can take more than a minute to migrate and seed the embedded database.
const server = await startServer({ root, port, dataDir, env, waitMs: 180_000 });
/** @type {Awaited<ReturnType<typeof startTlsProxy>> | null} */
let proxy = null;
// Stopped by hand (a run takes many minutes): the server and nginx go too, never left behind.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.once(signal, () => {
    void Promise.allSettled([proxy?.stop(), server.stop()]).then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(2);
    });
  });
/** Visits that ended on their declared other page (landsElsewhere), and those that ended anywhere else. */
const handedOver = [];
const landingProblems = [];
/**
 * The rows of each way of reaching the server: plain http, or nginx with TLS and HTTP/2. A row is a
 * page with its visit's figures, and Lighthouse's once it has run.
 * @type {Record<'plain' | 'proxy', any[]>}
 */
const rowsVia = { plain: [], proxy: [] };
let failed = false;
try {
  if (pages.some((page) => waysOf(page).includes('proxy')))
    proxy = await startTlsProxy({ port: await freePort(), upstream: port });
  const origins = { plain: origin, proxy: proxy?.origin };
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    // Visitors are made over plain http: their cookies belong to 127.0.0.1, whatever the port.
    for (const page of pages) {
      page.cookies = await visitorCookies(page);
      for (const way of waysOf(page)) {
        const visitor = typeof page.cookies === 'function' ? await page.cookies() : page.cookies;
        const { cookies, path } = Array.isArray(visitor) ? { cookies: visitor, path: page.path } : visitor;
        const url = `${origins[way]}${path}`;
        const visit = await measureFirstVisit(browser, url, { cookies }).catch((error) => {
          throw new Error(`${page.path}: ${error.message}`, { cause: error });
        });
        const landed = new URL(visit.landedOn, url);
        const problem = landingProblem({ requested: url, ended: [landed.href], asMember: page.loggedIn });
        if (problem) {
          // Not a figure of this page: a declared hand-over is listed, anything else ends the run below.
          if (landsElsewhere[page.label] === landed.pathname)
            handedOver.push(`${page.label} → ${landed.pathname} (${way})`);
          else landingProblems.push(`bytes (${way}): ${problem}`);
          continue;
        }
        if (way === 'proxy' && visit.protocol !== 'h2')
          throw new Error(`${page.path}: nginx answered over ${visit.protocol || 'nothing'}, not HTTP/2`);
        rowsVia[way].push({ ...page, ...visit, url });
      }
    }
  } finally {
    await browser.close();
  }
  if (landingProblems.length > 0)
    throw new Error(`visits that did not end on their page:\n  ${landingProblems.join('\n  ')}`);
  for (const row of bytesOnly ? [] : [...rowsVia.plain, ...rowsVia.proxy]) {
    const runs = runsOption ?? (isBudgeted(row.path) ? 3 : 1);
    // A billed visitor's page names their own contract or charge: a fresh one (logged in now) for Lighthouse.
    const { url, cookies } = row.billed ? await freshBilledVisit(row) : row;
    Object.assign(row, await runLighthouse(url, { runs, cookies, asMember: row.loggedIn }));
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await proxy?.stop({ keep: failed });
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(2);

// Budgets and the document are about the plain figures when there are any.
const rows = via.includes('plain') ? rowsVia.plain : rowsVia.proxy;
printTable(rows);
if (handedOver.length > 0)
  console.log(`\nNot measured (a first visit there is sent on by design):\n  ${handedOver.join('\n  ')}`);
const compared = rowsVia.plain.filter((plain) => rowsVia.proxy.some((proxied) => proxied.path === plain.path));
if (compared.length > 0) printComparison(compared, rowsVia.proxy, proxy?.version ?? '');
if (process.argv.includes('--scripts')) {
  for (const row of rows) {
    console.log(`\nscripts of ${row.path} (gzipped KB):`);
    for (const script of row.scripts) console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)}  ${script.path}`);
  }
}
const misses = [];
for (const budget of judged ? budgets : []) {
  const row = rows.find((r) => r.path === budget.path);
  if (!row) {
    if (!only) misses.push(`${budget.path} was not measured`);
    continue;
  }
  if (row.jsGzip > budget.jsGzipBytes)
    misses.push(`${budget.path} JS ${(row.jsGzip / 1024).toFixed(1)} KB gzipped > ${budget.jsGzipBytes / 1024} KB`);
  if (bytesOnly) continue;
  const deployed = rowsVia.proxy.find((r) => r.path === budget.path);
  if (!deployed) {
    misses.push(`${budget.path} was not measured through nginx`);
    continue;
  }
  if (deployed.performance == null || deployed.performance < budget.performance)
    misses.push(
      `${budget.path} Lighthouse performance ${deployed.performance ?? 'n/a'} < ${budget.performance} as deployed`,
    );
  const lcp = deployed.lcpMs == null ? 'n/a' : Math.round(deployed.lcpMs);
  if (deployed.lcpMs == null || deployed.lcpMs > budget.lcpMs)
    misses.push(`${budget.path} LCP ${lcp} ms > ${budget.lcpMs} ms as deployed`);
}
// Every route: a catalogue the page renders with comes inside the HTML, never as a script the render
// waits for (its loading state then moves the page: a layout shift, a later LCP).
for (const row of judged ? rows : []) {
  const lazy = row.scripts.filter((script) => isCatalogueScript(script.path)).map((script) => script.path);
  if (lazy.length > 0) misses.push(`${row.path} loaded catalogues as scripts: ${lazy.join(', ')}`);
}
const targets = budgets.map(
  (b) => `${b.path} JS ≤ ${b.jsGzipBytes / 1024} KB gzipped, Lighthouse ≥ ${b.performance}, LCP ≤ ${b.lcpMs} ms`,
);
if (judged) console.log(`\nTargets: ${targets.join('; ')} (mobile; score and LCP through nginx, TLS, HTTP/2).`);
else console.log('\n--no-budget: figures reported, not judged; every visit ended on its page.');
if (only || bytesOnly || runsOption || !via.includes('plain'))
  console.log('--only, --bytes-only, --runs or no plain figures: docs/performance.md left as it is');
else {
  writeReport(join(root, 'docs/performance.md'), rows, misses, rowsVia.proxy);
  console.log('Wrote the first-visit part of docs/performance.md');
}
if (misses.length > 0) {
  console.error(`BUDGET MISSED:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
if (judged) console.log('Within budget.');
