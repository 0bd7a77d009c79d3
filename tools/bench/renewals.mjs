// `npm run bench:renewals`: renewals per second of the billing job against the sandbox provider on
// PostgreSQL, with one and with two server processes running the job at the same moment. Each run
// seeds N due contracts in a fresh database, asks every process for one billing run at once
// (POST /dev/billing/run, the demo's development control), and counts a renewal only when the ledger
// has its charged attempt AND the sandbox counted its charge: the figure's denominator is printed.
// Needs the build (`npx nx run-many -t build -p server payment-sandbox`) and PostgreSQL at 127.0.0.1:5432.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { BenchClient } from './bench-client.mjs';
import { writeMarkedSection } from './doc-section.mjs';
import { chooseDatabase, createPostgresDatabase } from './login-database.mjs';
import { machine } from './login-report.mjs';
import { nodeBin } from './pinned.mjs';
import { freePort, startServer } from './server.mjs';

const root = resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const option = (name, fallback) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const contracts = Number(option('contracts', '1000'));
const processCounts = option('processes', '1,2').split(',').map(Number);
const secret = 'bench-renewals-sandbox-secret';
const todayJst = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** The sandbox provider from its build, on a free port; answers its origin and stop(). */
async function startSandbox() {
  const port = await freePort();
  const child = spawn(nodeBin, [join(root, 'dist/apps/payment-sandbox/main.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PAYMENT_SANDBOX_PORT: String(port), PAYMENT_SANDBOX_SECRET: secret },
  });
  const origin = `http://127.0.0.1:${port}`;
  await new Promise((resolveUp, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('payment sandbox on') && resolveUp(undefined));
    child.once('exit', (code) => reject(new Error(`the payment sandbox exited (${code})`)));
  });
  const stopped = new Promise((resolveExit) => child.once('exit', resolveExit));
  return { origin, stop: () => (child.kill('SIGTERM'), stopped) };
}

const merchant = { authorization: `Bearer ${secret}`, 'content-type': 'application/json' };
const sandboxCall = async (origin, path, body) =>
  (
    await fetch(`${origin}${path}`, { method: body ? 'POST' : 'GET', headers: merchant, body: JSON.stringify(body) })
  ).json();

/** A test card registered as the card form would: tokens from the provider, then the merchant's POST /v1/cards. */
async function cardReference(origin) {
  const ids = { merchantId: 'sandbox-merchant', serviceId: 'sandbox-service' };
  const post = async (path, body) =>
    (
      await (
        await fetch(`${origin}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()
    ).tokenResponse;
  const card = await post('/v1/tokens', {
    ...ids,
    ccNumber: '4111111111111111',
    ccExpiration: '203012',
    securityCode: '123',
  });
  const tds = await post('/v1/tds2info-tokens', { ...ids, browser: {} });
  const registered = await sandboxCall(origin, '/v1/cards', { ...card, ...tds, returnUrl: 'http://127.0.0.1/return' });
  if (registered.status !== 'registered')
    throw new Error(`the bench card was not registered: ${JSON.stringify(registered)}`);
  return registered.card.reference;
}

/** N members of the demo store, each with a saved card and one monthly contract due today (JST). */
async function seed(client, reference) {
  await client.query(`insert into plans (store_id, plan_id, plan_type, plan_name, renew_span_unit, renew_span, price,
      tax_rate)
    values ('demo', 'bench-monthly', 'subscription', 'Bench monthly', 'months', 1, 1100, 10)`);
  await client.query(
    `insert into accounts (store_id, auth_id, email)
    select 'demo', 'bench-' || n, 'bench-' || n || '@example.com' from generate_series(1, $1::int) n`,
    [contracts],
  );
  await client.query(
    `insert into payment_methods (store_id, account_id, type, provider, provider_reference, card_brand,
      card_last4, card_expire_date, created_at)
    select 'demo', id, 'SbpsCredit', 'sandbox', $1, 'V', '1111', '203012', now()
    from accounts where auth_id like 'bench-%'`,
    [reference],
  );
  await client.query(
    `insert into subscriptions (store_id, account_id, plan_id, plan_type, status, next_settlement_day,
      payment_method_id, created_at)
    select 'demo', a.id, 'bench-monthly', 'subscription', 'ONGOING_CONTRACT', $1::date, m.id, now()
    from accounts a join payment_methods m on m.account_id = a.id where a.auth_id like 'bench-%'`,
    [todayJst],
  );
}

/** One measured run with `processes` server processes; answers its figures after checking every charge. */
async function measure(processes) {
  const database = await createPostgresDatabase(`vs_bench_renewals_${processes}`);
  const sandbox = await startSandbox();
  const servers = [];
  try {
    const env = {
      DATABASE_URL: database.url,
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_URL: sandbox.origin,
      PAYMENT_SANDBOX_SECRET: secret,
      // The benchmark asks for the runs itself: no scheduled run may take part of the work.
      BILLING_SCHEDULE: '0',
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first migrates and seeds the demo store.
    for (let i = 0; i < processes; i += 1) {
      const port = await freePort();
      servers.push({ port, ...(await startServer({ root, port, dataDir: '', env })) });
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await seed(client, await cardReference(sandbox.origin));
      const before = (await sandboxCall(sandbox.origin, '/v1/stats')).succeeded;
      const browsers = await Promise.all(
        servers.map(async ({ port }) => {
          const browser = new BenchClient(`http://127.0.0.1:${port}`);
          await browser.request('GET', '/zapi/internal/root/screen-data');
          return browser;
        }),
      );
      const started = performance.now();
      const answers = await Promise.all(browsers.map((browser) => browser.request('POST', '/dev/billing/run', {})));
      const seconds = (performance.now() - started) / 1000;
      for (const answer of answers)
        if (answer.status !== 200)
          throw new Error(`a billing run answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      const reported = answers.reduce((sum, { body }) => sum + body.charged, 0);
      const stats = await sandboxCall(sandbox.origin, '/v1/stats');
      const { rows } = await client.query(
        `select count(*)::int attempts, count(distinct subscription_id)::int contracts from charge_attempts
         where kind = 'renewal' and state = 'charged' and period_start = $1::date`,
        [todayJst],
      );
      const ledger = rows[0];
      const atProvider = stats.succeeded - before;
      const repeated = Object.values(stats.charges).filter(({ calls }) => calls !== 1).length;
      // A renewal counts only when all of them agree: the job's answer, the ledger and the provider.
      if (
        reported !== contracts ||
        ledger.attempts !== contracts ||
        ledger.contracts !== contracts ||
        atProvider !== contracts ||
        repeated
      )
        throw new Error(
          `renewals disagree: ${contracts} due, the runs said ${reported}, the ledger has ${ledger.attempts} ` +
            `(${ledger.contracts} contracts), the provider counted ${atProvider}, ` +
            `${repeated} keys called more than once`,
        );
      return {
        processes,
        renewals: contracts,
        seconds,
        perSecond: contracts / seconds,
        split: answers.map(({ body }) => body.charged),
      };
    } finally {
      await client.end();
    }
  } finally {
    for (const server of servers) await server.stop();
    await sandbox.stop();
    await database.drop();
  }
}

const database = await chooseDatabase(['--database=postgres']);
const results = [];
for (const processes of processCounts) {
  const result = await measure(processes);
  results.push(result);
  console.log(
    `${processes} process(es): ${result.renewals} renewals in ${result.seconds.toFixed(2)} s = ` +
      `${result.perSecond.toFixed(1)} renewals/s (per process: ${result.split.join(' + ')}); ` +
      `each one charged once, counted in the ledger and at the sandbox`,
  );
}

const table = [
  '| job processes | renewals (denominator) | seconds | renewals/s | split between processes |',
  '|---:|---:|---:|---:|---|',
  ...results.map(
    (r) =>
      `| ${r.processes} | ${r.renewals} | ${r.seconds.toFixed(2)} | ${r.perSecond.toFixed(1)} | ` +
      `${r.split.join(' + ')} |`,
  ),
].join('\n');
const report = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, PostgreSQL ${database.version} on the same`,
  'machine, the sandbox provider from its build in a process of its own (`npm run bench:renewals`,',
  `${contracts} due contracts per run, every process asked for one billing run at the same moment):`,
  '',
  table,
  '',
  "A renewal counts only when the runs' answers, the ledger (a charged `renewal` attempt of today's period,",
  `one per contract) and the sandbox's charge count all say ${contracts}, and no charge key was called twice;`,
  'otherwise the run fails.',
].join('\n');
if (argv.some((arg) => arg.startsWith('--contracts=') || arg.startsWith('--processes=')))
  console.log('\n(figures not written to docs/performance.md: a run with --contracts or --processes)');
else {
  writeMarkedSection(join(root, 'docs/performance.md'), 'renewals', report);
  console.log(`\nwritten to docs/performance.md (renewals)`);
}
