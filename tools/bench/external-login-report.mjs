// The external-login benchmark's lines and table on stdout and its part of docs/performance.md (the
// text between its `bench:external-login` markers).
import { writeMarkedSection } from './doc-section.mjs';

const fixed = (n, digits = 1) => (n === null || n === undefined || !Number.isFinite(n) ? '—' : n.toFixed(digits));
/** The server's CPU time per login in ms: its whole process (every thread), over the measured window. */
const serverMs = (r) => 1000 / r.perCpuSecond;

/**
 * One kind of login as a line with its denominator, e.g. `external logins through LINE: 412/412
 * completed in 10.0 s = 41.2/s; p50 …; server CPU 11.2 ms per login …`. `kind`: { label, result, failed }.
 */
export function summaryLine({ label, result: r, failed }) {
  const attempted = r.count + failed;
  const sandbox = r.databaseCpuMsPerStep === null ? '' : `; sandbox CPU ${fixed(r.databaseCpuMsPerStep)} ms per login`;
  return (
    `${label}: ${r.count}/${attempted} completed in ${fixed(r.seconds)} s = ${fixed(r.perSecond)}/s;` +
    ` p50 ${fixed(r.p50Ms)} ms, p95 ${fixed(r.p95Ms)} ms; server CPU ${fixed(serverMs(r))} ms per login` +
    ` (main thread ${fixed(r.mainThreadCpuMsPerStep, 2)} ms), CPU 0 ${fixed(100 * r.cpuShare, 0)} % busy${sandbox}`
  );
}

/** The kinds side by side, a Markdown table. */
export function externalLoginTable(kinds) {
  return [
    '| logins | completed / attempted | seconds | per second | p50 ms | p95 ms | server CPU ms per login |' +
      ' of it, main thread | CPU 0 share | sandbox CPU ms per login |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...kinds.map(
      ({ label, result: r, failed }) =>
        `| ${label} | ${r.count} / ${r.count + failed} | ${fixed(r.seconds)} | ${fixed(r.perSecond)} |` +
        ` ${fixed(r.p50Ms)} | ${fixed(r.p95Ms)} | ${fixed(serverMs(r))} | ${fixed(r.mainThreadCpuMsPerStep, 2)} |` +
        ` ${fixed(100 * r.cpuShare, 0)} % | ${r.databaseCpuMsPerStep === null ? '—' : fixed(r.databaseCpuMsPerStep)} |`,
    ),
  ].join('\n');
}

/**
 * What the table says about the site's own share: the server's CPU per login of each kind beside a
 * password login's, and their wall times, which a real provider's network round trips lengthen.
 */
export function shareSentence(external, password, concurrency) {
  const p = password.result;
  const cpu = external.map(
    ({ name, result: r }) =>
      `through ${name} ${fixed(serverMs(r))} ms (${fixed(serverMs(r) / serverMs(p), 2)} × a password login's,` +
      ` ${fixed(r.mainThreadCpuMsPerStep)} ms of it on the main thread)`,
  );
  const wall = external.map(({ name, result: r }) => `${name} ${fixed(r.p50Ms, 0)} ms`);
  const sandbox = external.map(({ name, result: r }) => `${name} ${fixed(r.databaseCpuMsPerStep)} ms`);
  return (
    `Server CPU per login: a password login ${fixed(serverMs(p))} ms (${fixed(p.mainThreadCpuMsPerStep)} ms of it` +
    ` on the main thread, the rest mostly its argon2id verify in the thread pool); ${cpu.join('; ')}.` +
    ` Wall time p50: password ${fixed(p.p50Ms, 0)} ms, ${wall.join(', ')}, with ${concurrency} logins in flight` +
    ' on two cores: the provider here is the sandbox on the same machine (its CPU per login, on CPU 1:' +
    ` ${sandbox.join(', ')}), so each round trip to it is short. A real provider's network round trips (the` +
    " browser's four requests there, the server's own calls to it for the tokens) add to an external login's" +
    " wall time, not to the server's CPU."
  );
}

/**
 * Rewrites the "External logins" part of `file`: where and how it was measured, the table, the
 * share sentence. `facts`: { date, machine, database, loadAverage, settings, providers }.
 */
export function writeExternalLoginSection(file, { table, share, facts }) {
  const { date, machine, database, loadAverage, settings, providers } = facts;
  const seconds = settings.measureMs / 1000;
  writeMarkedSection(
    file,
    'external-login',
    `## External logins (\`npm run bench:external-login\`)

Logins through an external identity provider ("log in with LINE / Google") beside password logins, on
the same server in the same run. Measured ${date} on ${machine};
load average ${loadAverage} when the run ended.
Server: the production build in the demo mode, pinned to CPU 0 with \`taskset\`, on ${database}.
The identity sandbox (apps/identity-sandbox, its build) and the clients: CPU 1.

${table}

${share}

- **Members:** ${settings.concurrency} per provider (${providers.join(', ')}), each made as a newcomer makes one: a \
trip as an
  unknown identity (the callback offers \`/signup/auth\`), the provider's verified address kept there with
  the policies agreed to (no PIN), the registration form without a password; so each is linked to its
  identity through the server's own calls. The password member signs up through the real calls (PIN by mail).
- **An external login** is one client's whole trip: \`GET /auth/authorize?userIdentifierType=…\` (302 to
  the provider), the sandbox's authorization request and page, its form posted as the member's subject
  (\`subject\`, \`email\`, \`email_verified\`, \`action=continue\`), its redirects back to \`GET
  /auth/callback?code&state\`, where the server checks the answer (state, PKCE, nonce, the ID token),
  exchanges the code with the provider and logs the member in. It counts only when the callback's
  redirect is \`/mypage\` and root screen data then answers the member's \`authId\` (that check is one
  request more, in the figures); anything else is counted apart as failed, and a run with one does not
  write this section. Each client keeps the provider's cookies in a jar of their own, scoped by path as
  the sandbox sets them, and starts every login with an empty jar at the site (logged out there).
- **A password login** is bench:login's: \`POST /login\` with the right password back to back, each
  answer checked to be a full login (tools/bench/login-load.mjs).
- **Clients:** ${settings.concurrency} per kind, every login from a client address of its own in \
198.18.0.0/15 (the
  server trusts X-Forwarded-For: it allows 30 trips to providers per address in 10 minutes).
- **Timing:** ${seconds} s measured of each kind, in ${settings.rounds} rounds that alternate the kinds (ABC, then \
CBA), each after
  ${settings.roundWarmupMs / 1000} s of warm-up (${settings.warmupMs / 1000} s in the first round). \
**Server CPU** is the server process's CPU time
  (every thread, read from /proc) over the measured window ÷ the logins completed in it; **main
  thread** is its event loop's part; **sandbox CPU** the sandbox process's, on CPU 1. The server's CPU
  per login is the site's own share, whatever the provider's speed; the rate is that of this machine's
  whole loop (clients, sandbox and server on two cores), not the server's ceiling.
- Run it: \`npx nx run-many -t build -p server identity-sandbox && npm run bench:external-login\`
  (\`-- --concurrency=N\`, \`--seconds=S\` per kind, \`--providers=Line\`). Exit 1 without the builds or taskset,
  2 when the run failed or any login failed.`,
  );
}
