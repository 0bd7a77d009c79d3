// Worker: logins through the identity sandbox. Each client is one browser holding one member linked
// to an identity at `provider` (`members`, one per client); it keeps its jar at the provider, and
// starts every login from an empty jar at the site (a visitor logged out of the site, so the check
// below cannot pass on an older login's session). A login is the whole trip (external-trip.mjs) and
// counts only when the callback sent the browser to /mypage and the session then names the member
// (root screen data's authId): that check is one request more per login, in the server's figures.
// A login that fails is counted apart with its reason, never as a login; more than MAX_FAILURES end the run.
// Every login comes from an address of its own in 198.18.0.0/15 (the server trusts X-Forwarded-For),
// as bench:login's: the site allows 30 trips to providers per client address in 10 minutes.
// The sandbox's CPU time rides in closedLoop's second counter (databaseCpuSeconds: another process
// over the same window), so summarize answers it per login too.
import { performance } from 'node:perf_hooks';
import { BenchClient } from './bench-client.mjs';
import { closedLoop, report, workerInput } from './closed-loop.mjs';
import { endpoints } from './contract.mjs';
import { SandboxBrowser, benchAddress, externalTrip } from './external-trip.mjs';
import { mainThreadCpuSeconds, processCpuSeconds } from './proc-cpu.mjs';

const MAX_FAILURES = 20;
const input = workerInput();
const { origin, sandboxOrigin, provider, members, addressBase, concurrency, warmupMs, measureMs } = input;
const { serverPid, sandboxPid, clockTicks } = input;

let logins = addressBase;
const nextAddress = () => benchAddress((logins += 1));

/** One login of `member`; throws, saying what went wrong, unless it ended logged in as the member on /mypage. */
async function login({ member, sandbox }) {
  const site = new BenchClient(origin);
  const headers = { 'x-forwarded-for': nextAddress() };
  const landed = await externalTrip({ site, sandbox, provider, identity: member, headers });
  if (landed !== '/mypage') throw new Error(`the callback sent the browser to ${landed}, not /mypage`);
  const screen = await site.request('GET', endpoints.rootScreenData.path, undefined, headers);
  if (screen.status !== 200 || screen.body?.authId !== member.authId)
    throw new Error(`after the login root screen data answered ${screen.status}, authId ${screen.body?.authId}`);
}

// closedLoop counts the steps that end inside its window; the same window, from the same moment, sorts
// each login here into completed (with its latency) or failed.
const measureFrom = performance.now() + warmupMs;
const measureTo = measureFrom + measureMs;
const inWindow = (at) => at >= measureFrom && at <= measureTo;
const completed = [];
const failures = { inWindow: 0, all: 0, reasons: new Map() };
let handedOut = 0;

report(
  closedLoop({
    concurrency,
    warmupMs,
    measureMs,
    cpuSeconds: () => processCpuSeconds(serverPid, clockTicks),
    mainThreadCpuSeconds: () => mainThreadCpuSeconds(serverPid, clockTicks),
    databaseCpuSeconds: () => processCpuSeconds(sandboxPid, clockTicks),
    setup: async () => ({ member: members[handedOut++ % members.length], sandbox: new SandboxBrowser(sandboxOrigin) }),
    step: async (client) => {
      const began = performance.now();
      try {
        await login(client);
        const ended = performance.now();
        if (inWindow(ended)) completed.push(ended - began);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        failures.all += 1;
        if (inWindow(performance.now())) failures.inWindow += 1;
        failures.reasons.set(reason, (failures.reasons.get(reason) ?? 0) + 1);
        if (failures.all > MAX_FAILURES) throw new Error(`more than ${MAX_FAILURES} failed logins, e.g. ${reason}`);
      }
    },
  }).then((run) => ({
    ...run,
    latencies: completed,
    failed: failures.inWindow,
    failureReasons: [...failures.reasons].map(([reason, count]) => `${count} × ${reason}`),
  })),
);
