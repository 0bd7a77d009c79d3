// Lighthouse 13 through its Node API: the default (mobile) preset, performance category only,
// against Debian's Chromium (or CHROME_PATH's) started here with a DevTools port. A member's visit
// puts the session's cookies into that browser's own jar first, and every run must end on the page
// it asked for (landing.mjs): a run that did not is an error, not a figure.
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setBrowserCookies } from './cdp-cookies.mjs';
import { chromiumArgs, chromiumPath } from './config.mjs';
import { landingProblem } from './landing.mjs';

/** `https` trusts any certificate: the benchmark's proxy has a self-signed one (this browser only). */
async function launchChromium({ https = false } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'vs-bench-lh-'));
  const flags = [...chromiumArgs, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`];
  if (https) flags.push('--ignore-certificate-errors');
  const chrome = spawn(chromiumPath(), [...flags, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  /** @type {{ port: number, webSocketUrl: string }} */
  const devTools = await new Promise((resolvePort, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${log}`)), 30_000);
    chrome.stderr.on('data', (chunk) => {
      log += chunk;
      const match = /DevTools listening on (ws:\/\/[^:]+:(\d+)\/\S+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolvePort({ port: Number(match[2]), webSocketUrl: String(match[1]) });
      }
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${log}`)));
  });
  return {
    ...devTools,
    async close() {
      const exited = new Promise((r) => chrome.once('exit', r));
      chrome.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** @typedef {Parameters<typeof setBrowserCookies>[1]} Cookies */

/**
 * @typedef {object} RunOptions
 * @property {number} [runs] runs of the page; more than one answers the median run
 * @property {Cookies | (() => Promise<Cookies>)} [cookies] the visitor's cookies (Playwright's shape), or
 *   how to get them afresh for each run
 * @property {boolean} [asMember] the page is a member's: a run shown the login page is an error
 */

/**
 * Performance score (0–100), LCP, FCP and TBT (ms) of one URL; a fresh Chromium per run keeps runs
 * apart. A run that yields no score (Lighthouse's NO_FCP and the like, seen now and then on a busy
 * machine) is tried once more; a page answered with an error status never gets a score (Lighthouse
 * refuses it). Throws when a run ended on another page than `url`'s.
 * @param {string} url
 * @param {RunOptions} [options]
 */
export async function runLighthouse(url, { runs = 1, ...visit } = {}) {
  if (runs > 1) return medianRun(url, runs, visit);
  const first = await runOnce(url, visit);
  if (first.performance !== null || /Status code: [45]\d\d/.test(first.lighthouseWarnings.join(' '))) return first;
  const second = await runOnce(url, visit);
  return second.performance !== null
    ? second
    : { ...second, lighthouseWarnings: [...first.lighthouseWarnings, ...second.lighthouseWarnings] };
}

/**
 * Scores of one page move by several points from run to run on a shared machine; Lighthouse's own
 * advice is to take the median of several runs. Budgeted routes are judged on the median run.
 */
async function medianRun(url, runs, visit) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await runLighthouse(url, visit));
  const scored = results.filter((r) => r.performance !== null).sort((a, b) => a.performance - b.performance);
  if (scored.length === 0) return results[0];
  const median = scored[Math.floor((scored.length - 1) / 2)];
  return { ...median, performanceRuns: results.map((r) => r.performance) };
}

/** @param {string} url @param {Omit<RunOptions, 'runs'>} visit */
async function runOnce(url, { cookies = [], asMember = false }) {
  const chrome = await launchChromium({ https: url.startsWith('https:') });
  try {
    await setBrowserCookies(chrome.webSocketUrl, typeof cookies === 'function' ? await cookies() : cookies);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (lhr) saveReport(url, lhr);
    const problem = landingProblem({
      requested: url,
      ended: [lhr?.mainDocumentUrl, lhr?.finalDisplayedUrl],
      asMember,
    });
    if (problem) throw new Error(`Lighthouse ${problem}`);
    const score = lhr?.categories.performance?.score;
    return {
      performance: typeof score === 'number' ? Math.round(score * 100) : null,
      lcpMs: lhr?.audits['largest-contentful-paint']?.numericValue ?? null,
      fcpMs: lhr?.audits['first-contentful-paint']?.numericValue ?? null,
      tbtMs: lhr?.audits['total-blocking-time']?.numericValue ?? null,
      lighthouseWarnings: [
        ...new Set([...(lhr?.runtimeError ? [lhr.runtimeError.message] : []), ...(lhr?.runWarnings ?? [])]),
      ],
    };
  } finally {
    await chrome.close();
  }
}

/**
 * With BENCH_LH_REPORTS=<folder>, each run's whole Lighthouse report (JSON) is kept there, to
 * read what moved a score.
 */
function saveReport(url, lhr) {
  const folder = process.env.BENCH_LH_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_');
  writeFileSync(join(folder, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}
