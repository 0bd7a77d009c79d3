// `npm start`: build every app once (Nx cache makes repeats instant), then serve the whole site
// from the production build in the demo mode (DEMO=1) on the embedded database with the seeded demo
// store: mail and text messages stay on the server, readable at /dev/mailbox and /dev/sms.json.
import { readFileSync } from 'node:fs';
import { sandboxIntegritySettings } from '#vs/testing/sandbox-integrity.mjs';
import { serverNodeFlags } from '#vs/testing/server-node-flags.mjs';
import { nx, startLongRunning } from './run.mjs';

const port = process.env.PORT ?? '3000';
const host = process.env.HOST ?? '127.0.0.1';
// The demo store answers on localhost; the members the server seeds in the demo mode.
const site = `http://localhost:${port}`;
const members = JSON.parse(
  readFileSync(new URL('../../apps/server/src/dev/demo-members.json', import.meta.url), 'utf8'),
);

// The sandbox payment provider runs on an origin of its own (card numbers go only there).
const paymentPort = process.env.PAYMENT_SANDBOX_PORT ?? '3040';
const paymentSandbox = `http://127.0.0.1:${paymentPort}`;
// The sandbox identity providers too ("log in with LINE / Google"): they answer the demo store on both its names.
const identityPort = process.env.IDENTITY_SANDBOX_PORT ?? '3050';
const identitySandbox = `http://127.0.0.1:${identityPort}`;

await nx(['run-many', '-t', 'build', '--outputStyle=static']);
startLongRunning(process.execPath, ['dist/apps/payment-sandbox/main.mjs'], {
  env: { ...process.env, PAYMENT_SANDBOX_PORT: paymentPort, PAYMENT_SANDBOX_HOST: '127.0.0.1' },
});
startLongRunning(process.execPath, ['dist/apps/identity-sandbox/main.mjs'], {
  env: {
    IDENTITY_SANDBOX_SITE_ORIGINS: `${site} http://127.0.0.1:${port}`,
    ...process.env,
    IDENTITY_SANDBOX_PORT: identityPort,
    IDENTITY_SANDBOX_HOST: '127.0.0.1',
  },
});
// The embedded database unless the caller's environment names one (DATABASE_URL).
startLongRunning(process.execPath, [...serverNodeFlags(process.env), 'dist/apps/server/main.mjs'], {
  env: {
    NODE_ENV: 'production',
    DEMO: '1',
    ALLOW_DEMO_IN_PRODUCTION: '1',
    WEB_DIST: 'dist/apps',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_URL: paymentSandbox,
    IDENTITY_SANDBOX_URL: identitySandbox,
    // The page pins the provider's two scripts with the integrity values the sandbox publishes.
    ...(await sandboxIntegritySettings(paymentSandbox)),
    ...process.env,
    PORT: port,
    HOST: host,
  },
});
console.log(`
The demo store:        ${site}/
Its mailbox (demo):    ${site}/dev/mailbox  (sign-up PINs, password resets, login codes)
Its text messages:     ${site}/dev/sms.json
The payment sandbox:   ${paymentSandbox}/  (its test cards)
The identity sandbox:  ${identitySandbox}/  ("log in with LINE / Google": type any subject, press Continue)
A member:              ${members.password.email} / ${members.password.password}
One with an authenticator app as second factor:
                       ${members.otp.email} / ${members.otp.password}
                       OTP secret ${members.otp.otpSecret} (add it to any authenticator app)
`);
