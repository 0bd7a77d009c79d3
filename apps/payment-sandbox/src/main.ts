import { buildSandbox } from './sandbox';

/**
 * The sandbox payment provider on its own origin: `npm start` and the journeys start it
 * beside the site. PAYMENT_SANDBOX_SECRET must match the site's (the demo default is for loopback only).
 */
const port = Number(process.env['PAYMENT_SANDBOX_PORT'] ?? 3040);
const host = process.env['PAYMENT_SANDBOX_HOST'] ?? '127.0.0.1';
const app = buildSandbox({
  secret: process.env['PAYMENT_SANDBOX_SECRET'] ?? 'sandbox-demo-secret-for-loopback-only',
  merchantId: process.env['PAYMENT_MERCHANT_ID'] ?? 'sandbox-merchant',
  serviceId: process.env['PAYMENT_SERVICE_ID'] ?? 'sandbox-service',
  slowChargeMs: Number(process.env['PAYMENT_SANDBOX_SLOW_CHARGE_MS'] ?? 5000),
});

// No top-level await: tsx runs this file as CommonJS (the specs start it from its sources).
void app.listen({ port, host }).then((address) => {
  console.log(`payment sandbox on ${address}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
