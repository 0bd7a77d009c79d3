#!/usr/bin/env node
// `npm run scale -- --processes=2`: N production server processes on one PostgreSQL behind nginx
// (Debian's package, with the config docs/deploy.md shows), a bounded mixed load on loopback, then
// the checks the scale-out promises and the throughput with 1 and with N processes.
//
//   --processes=N   server processes (default 2)
//   --members=M     members who sign up and use the site in the mixed load (default 40)
//   --concurrency=C clients at a time (default 8)
//   --seconds=S     measured seconds of each throughput figure (default 10; a fifth as much warm-up)
//   --record        rewrite the "Several processes" section of docs/performance.md
//
// Needs PostgreSQL at 127.0.0.1:5432 with trust auth (a database vs_scale_<pid> of its own, dropped
// afterwards) and the server build (built with `nx run server:build` when missing). Installs nginx
// with apt-get when missing and running as root. Exit status: 0 when every check holds, 1 when one
// does not, 2 when the run itself failed; the logs are kept then, and their folder named.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startMailCatcher } from '#vs/testing/mail-catcher.mjs';
import { chooseDatabase, createPostgresDatabase } from '../bench/login-database.mjs';
import { matchingProcessesCpu, processCpuSeconds } from '../bench/proc-cpu.mjs';
import { freePort } from '../bench/server.mjs';
import { importTypeScript } from '../bench/ts-import.mjs';
import { checkAccounts, checkCleanups, checkSessionOnEveryProcess } from './checks.mjs';
import { checkGuessLimits } from './limits.mjs';
import { mixedLoad, RequestLog } from './load.mjs';
import { answersPerProcess, ensureNginx, nginxVersion, siteConfig, startProxy } from './proxy.mjs';
import { recordSection, throughputTable, verdicts } from './report.mjs';
import { startServers } from './servers.mjs';
import { measureThroughput } from './throughput.mjs';

const root = resolve(import.meta.dirname, '../..');
const option = (name, fallback) => {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    console.error(`scale: --${name} must be a whole number from 1, got "${value}"`);
    process.exit(2);
  }
  return number;
};
const settings = {
  processes: option('processes', 2),
  members: option('members', 40),
  concurrency: option('concurrency', 8),
  seconds: option('seconds', 10),
};
const CLEANUP_INTERVAL_SECONDS = 1;
const loadAverage = loadavg()[0] ?? 0;
const say = (line) => console.log(`scale: ${line}`);

// docs/deploy.md must show the very file nginx runs with here.
const deployDoc = readFileSync(join(root, 'docs/deploy.md'), 'utf8');
if (!deployDoc.includes(readFileSync(siteConfig, 'utf8').trim())) {
  console.error(
    'scale: docs/deploy.md no longer shows tools/scale/nginx/account-site.conf as it is: update one of them',
  );
  process.exit(2);
}
if (!existsSync(join(root, 'dist/apps/server/main.mjs'))) {
  say('building the server (nx run server:build)');
  execFileSync(join(root, 'node_modules/.bin/nx'), ['run', 'server:build', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const work = mkdtempSync(join(tmpdir(), 'vs-scale-'));
chmodSync(work, 0o755); // nginx runs as nobody when the tool runs as root, in a folder of its own inside
const cleanup = [];
let keepWork = false;
let status = 2;
try {
  const nginx = ensureNginx();
  const database = await chooseDatabase(['--database=postgres']);
  const postgres = await createPostgresDatabase('vs_scale');
  cleanup.push(() => postgres.drop());
  // The mailbox reader of @vs/testing reads E2E_MAIL_DIR, where the catcher writes.
  process.env.E2E_MAIL_DIR = join(work, 'mail');
  const mailbox = await importTypeScript(import.meta.resolve('#vs/testing/mailbox.ts'));
  const smtpPort = await freePort();
  const catcher = await startMailCatcher({ port: smtpPort, dir: process.env.E2E_MAIL_DIR });
  cleanup.push(() => new Promise((done) => catcher.close(() => done(undefined))));

  const ports = [];
  for (let i = 0; i < settings.processes + 2; i += 1) ports.push(await freePort());
  const [allPort, onePort, ...serverPorts] = ports;
  say(
    `${settings.processes} server processes on PostgreSQL ${database.version} (${postgres.name})` +
      ` behind ${nginxVersion(nginx)}`,
  );
  const startedAt = performance.now();
  const servers = await startServers({
    ports: serverPorts,
    dir: work,
    databaseUrl: postgres.url,
    smtpPort,
    publicOrigin: `http://127.0.0.1:${allPort}`,
    cleanupIntervalSeconds: CLEANUP_INTERVAL_SECONDS,
  });
  cleanup.unshift(() => Promise.all(servers.map((server) => server.stop())));
  const proxy = await startProxy({ nginx, dir: join(work, 'nginx-all'), port: allPort, upstreams: serverPorts });
  cleanup.unshift(() => proxy.stop());
  const firstOnly = serverPorts.slice(0, 1);
  const proxyOfOne = await startProxy({ nginx, dir: join(work, 'nginx-one'), port: onePort, upstreams: firstOnly });
  cleanup.unshift(() => proxyOfOne.stop());

  const log = new RequestLog();
  say(`mixed load: ${settings.members} members, ${settings.concurrency} at a time`);
  const members = await mixedLoad({
    origin: proxy.origin,
    mailbox,
    log,
    count: settings.members,
    concurrency: settings.concurrency,
  });

  const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const serversCpu = (list) => () => list.reduce((sum, { pid }) => sum + processCpuSeconds(pid, clockTicks), 0);
  const throughput = [];
  for (const [count, origin] of [
    [1, proxyOfOne.origin],
    [settings.processes, proxy.origin],
  ]) {
    say(
      `throughput with ${count} process${count > 1 ? 'es' : ''}: ${settings.seconds} s of logins, then of screen data`,
    );
    const figures = await measureThroughput({
      origin,
      log,
      members,
      concurrency: settings.concurrency,
      warmupMs: Math.max(1000, (settings.seconds * 1000) / 5),
      measureMs: settings.seconds * 1000,
      cpu: {
        servers: serversCpu(servers.slice(0, count)),
        database: matchingProcessesCpu(` ${postgres.name} `, clockTicks),
      },
      phase: `throughput-${count}`,
    });
    throughput.push({ processes: count, ...figures });
  }

  const sessions = await checkSessionOnEveryProcess(members[0], servers);
  const limits = await checkGuessLimits({ origin: proxy.origin, log, member: members.at(-1) });
  const accounts = await checkAccounts(postgres.url, members);
  // Both nginx, then the servers (the first three steps), so that every cleanup run is in the logs.
  for (const stop of cleanup.splice(0, 3)) await stop();
  const cleanupSeconds = (performance.now() - startedAt) / 1000;
  const spread = {
    mixed: answersPerProcess(proxy.accessLog, 'mixed'),
    account: answersPerProcess(proxy.accessLog, limits.account.phase, '/login'),
    address: answersPerProcess(proxy.accessLog, limits.address.phase, '/login'),
  };
  const cleanups = checkCleanups(servers, CLEANUP_INTERVAL_SECONDS, cleanupSeconds);

  const run = {
    ...settings,
    nginx: nginxVersion(nginx),
    postgres: database.version,
    log,
    accounts,
    sessions,
    limits,
    spread,
    cleanups,
    cleanupIntervalSeconds: CLEANUP_INTERVAL_SECONDS,
    cleanupSeconds,
    loadAverage,
    throughput,
  };
  const checks = verdicts(run);
  console.log(`\n${throughputTable(throughput)}\n`);
  for (const [passed, line] of checks) console.log(`${passed ? 'ok    ' : 'FAILED'} ${line}`);
  for (const failure of log.failures.slice(0, 20)) console.log(`  failed: ${failure}`);
  if (process.argv.includes('--record')) {
    recordSection(join(root, 'docs/performance.md'), run, checks);
    say('rewrote the "Several processes" section of docs/performance.md');
  }
  status = checks.every(([passed]) => passed) ? 0 : 1;
  keepWork = status !== 0;
} catch (error) {
  console.error(`scale: the run failed: ${error instanceof Error ? error.stack : error}`);
  keepWork = true;
} finally {
  for (const stop of cleanup) await Promise.resolve(stop()).catch((error) => console.error(`scale: ${error.message}`));
  if (keepWork) console.error(`scale: logs kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(status);
