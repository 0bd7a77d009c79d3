import { buildSandbox } from './sandbox';

/**
 * The sandbox payment provider on its own origin (issue 18): `npm start` and the journeys start it
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

await app.listen({ port, host });
console.log(`payment sandbox on http://${host}:${port}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
