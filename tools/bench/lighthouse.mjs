// Lighthouse 13 through its Node API: the default (mobile) preset, performance category only,
// against Debian's Chromium (or CHROME_PATH's) started here with a DevTools port.
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from './config.mjs';

async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'vs-bench-lh-'));
  const chrome = spawn(
    chromiumPath(),
    [...chromiumArgs, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolvePort, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${log}`)), 30_000);
    chrome.stderr.on('data', (chunk) => {
      log += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (match) {
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${log}`)));
  });
  return {
    port,
    async close() {
      const exited = new Promise((r) => chrome.once('exit', r));
      chrome.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Performance score (0–100) and LCP (ms) of one URL; a fresh Chromium per run keeps runs apart. A run
 * that yields no score (Lighthouse's NO_FCP and the like, seen now and then on a busy machine) is
 * tried once more; a page answered with an error status never gets a score (Lighthouse refuses it).
 */
export async function runLighthouse(url, { runs = 1, cookie = '' } = {}) {
  if (runs > 1) return medianRun(url, runs, cookie);
  const first = await runOnce(url, cookie);
  if (first.performance !== null || /Status code: [45]\d\d/.test(first.lighthouseWarnings.join(' '))) return first;
  const second = await runOnce(url, cookie);
  return second.performance !== null
    ? second
    : { ...second, lighthouseWarnings: [...first.lighthouseWarnings, ...second.lighthouseWarnings] };
}

/**
 * Scores of one page move by several points from run to run on a shared machine; Lighthouse's own
 * advice is to take the median of several runs. Budgeted routes are judged on the median run.
 */
async function medianRun(url, runs, cookie) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await runLighthouse(url, { cookie }));
  const scored = results.filter((r) => r.performance !== null).sort((a, b) => a.performance - b.performance);
  if (scored.length === 0) return results[0];
  const median = scored[Math.floor((scored.length - 1) / 2)];
  return { ...median, performanceRuns: results.map((r) => r.performance) };
}

/** `cookie` (a Cookie header) makes the run a logged-in member's. */
async function runOnce(url, cookie) {
  const chrome = await launchChromium();
  try {
    const extraHeaders = cookie ? { Cookie: cookie } : undefined;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders,
    });
    const lhr = result?.lhr;
    if (lhr) saveReport(url, lhr);
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
