// Starts the production server from dist/ on a fresh, throw-away data folder, so every e2e run
// begins with a freshly migrated and seeded database; removes the folder when the server stops.
// Playwright's `webServer` runs this and stops it with SIGTERM (see playwright.config.ts).
// Builds nothing: `nx run e2e:e2e` builds every app first through the target's dependsOn.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeBotCheck } from '#vs/testing/fake-bot-check.mjs';
import { startMailCatcher } from '#vs/testing/mail-catcher.mjs';
import { sandboxIntegritySettings } from '#vs/testing/sandbox-integrity.mjs';
import { serverNodeFlags } from '#vs/testing/server-node-flags.mjs';

const root = resolve(import.meta.dirname, '../../../..');
const main = join(root, 'dist/apps/server/main.mjs');
if (!existsSync(main)) {
  console.error(`[serve-dist] ${main} is missing: run \`npx nx run-many -t build\` first`);
  process.exit(1);
}

const port = process.env.E2E_PORT ?? '3100';

// Refuse to start beside another server on the port (another run of the journeys, say): Playwright
// would otherwise find *that* server ready and run the journeys against it until it goes away.
await new Promise((resolveFree) => {
  const probe = createServer();
  probe.once('error', () => {
    console.error(`[serve-dist] port ${port} is in use; stop that server or set E2E_PORT`);
    process.exit(1);
  });
  probe.listen(Number(port), '127.0.0.1', () => probe.close(resolveFree));
});
const dataDir = mkdtempSync(join(tmpdir(), 'vs-e2e-data-'));
// Mail goes over real SMTP to a catcher whose messages the journeys read (mailbox.ts in @vs/testing).
const smtpPort = process.env.E2E_SMTP_PORT ?? '3125';
const mailDir = process.env.E2E_MAIL_DIR ?? join(root, 'apps/e2e/.mail');
const mailCatcher = await startMailCatcher({ port: Number(smtpPort), dir: mailDir });
// The second store enables the bot check: a fake verification service on loopback plays the
// third-party service (its script for the page, its verify endpoint for the server).
const botCheck = { secret: 'e2e-bot-check-secret', siteKey: 'e2e-bot-check-site-key' };
const fakeBotCheck = await startFakeBotCheck({ port: Number(process.env.E2E_BOT_CHECK_PORT ?? 3126), ...botCheck });
// The sandbox payment provider on an origin of its own, as in production a real provider is.
const paymentMain = join(root, 'dist/apps/payment-sandbox/main.mjs');
if (!existsSync(paymentMain)) {
  console.error(`[serve-dist] ${paymentMain} is missing: run \`npx nx run-many -t build\` first`);
  process.exit(1);
}
const paymentPort = process.env.E2E_PAYMENT_SANDBOX_PORT ?? '3140';
const paymentSandbox = `http://127.0.0.1:${paymentPort}`;
const paymentSecret = 'e2e-payment-sandbox-secret';
// The sandbox identity providers ("log in with LINE / Google" on the demo store), on an origin of their own too.
const identityMain = join(root, 'dist/apps/identity-sandbox/main.mjs');
if (!existsSync(identityMain)) {
  console.error(`[serve-dist] ${identityMain} is missing: run \`npx nx run-many -t build\` first`);
  process.exit(1);
}
const identityPort = process.env.E2E_IDENTITY_SANDBOX_PORT ?? '3150';
const identitySandbox = `http://127.0.0.1:${identityPort}`;
// The project pins Node 24 as a devDependency; use it even when Playwright itself runs elsewhere.
const nodeBin = existsSync(join(root, 'node_modules/.bin/node'))
  ? join(root, 'node_modules/.bin/node')
  : process.execPath;

const payment = spawn(nodeBin, [paymentMain], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PAYMENT_SANDBOX_PORT: paymentPort,
    PAYMENT_SANDBOX_HOST: '127.0.0.1',
    PAYMENT_SANDBOX_SECRET: paymentSecret,
    // A timeout in a journey takes seconds, not the sandbox's default.
    PAYMENT_SANDBOX_SLOW_CHARGE_MS: '3000',
  },
});

const identity = spawn(nodeBin, [identityMain], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    IDENTITY_SANDBOX_PORT: identityPort,
    IDENTITY_SANDBOX_HOST: '127.0.0.1',
    // Where its answers may go: the stores' names at the server (only the demo store offers its providers).
    IDENTITY_SANDBOX_SITE_ORIGINS: `http://127.0.0.1:${port} http://localhost:${port} http://second.localhost:${port}`,
  },
});

// The server's request log goes to apps/e2e/server.log (read it when a journey fails; not in
// test-results/, which Playwright empties at start); its stderr stays on the console.
const log = createWriteStream(join(root, 'apps/e2e/server.log'));
// DATABASE_URL comes only from the caller's environment (the embedded database unless it sets one).
const server = spawn(nodeBin, [...serverNodeFlags(process.env), main], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // The demo mode: a production build that may run the switches below (a production server without
    // DEMO refuses them). Mail still goes over SMTP, so the mailbox page stays absent, as in production.
    DEMO: '1',
    ALLOW_DEMO_IN_PRODUCTION: '1',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: 'dist/apps',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // No SMS provider exists: texts land in the outbox, which the journeys read from /dev/sms.json.
    SMS_OUTBOX: '1',
    // The journeys create members no page can make yet (external identity only, a contract).
    DEV_FIXTURES: '1',
    // As behind the production proxy: the API sign-ups each come from an address of their own (members.ts).
    TRUST_PROXY: '1',
    BOT_CHECK_SCRIPT_URL: `${fakeBotCheck.url}/recaptcha/api.js`,
    BOT_CHECK_VERIFY_URL: `${fakeBotCheck.url}/recaptcha/api/siteverify`,
    BOT_CHECK_SITE_KEY: botCheck.siteKey,
    BOT_CHECK_SECRET: botCheck.secret,
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_URL: paymentSandbox,
    PAYMENT_SANDBOX_SECRET: paymentSecret,
    PAYMENT_PROVIDER_TIMEOUT_MS: '1500',
    // Every card journey then proves the browser accepts the pinned scripts (a wrong hash: no token).
    ...(await sandboxIntegritySettings(paymentSandbox)),
    // The demo store offers "LINE" and "Google" through it (the server writes their rows at start).
    IDENTITY_SANDBOX_URL: identitySandbox,
  },
});

server.stdout.pipe(log);

function cleanUp() {
  payment.kill('SIGTERM');
  identity.kill('SIGTERM');
  mailCatcher.close();
  void fakeBotCheck.close();
  rmSync(dataDir, { recursive: true, force: true });
}

let stopping = false;
server.on('exit', (code, signal) => {
  // An exit nobody asked for fails every journey at once with ECONNREFUSED; say why here.
  if (!stopping) console.error(`[serve-dist] the server exited unexpectedly (code ${code}, signal ${signal})`);
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (signal !== 'SIGTERM') console.error(`[serve-dist] ${signal} received: stopping the server`);
    stopping = true;
    server.kill('SIGTERM');
    setTimeout(() => server.kill('SIGKILL'), 8000).unref();
  });
}
