// `npm run monitor:payment-pages`: the synthetic visit of PCI DSS 11.6.1. Fetches every payment page
// as a browser's first request would, and the payment provider's scripts, checks them against the
// inventory (inventory.mjs) and against the fingerprint recorded by the previous run, prints one line
// per page, and exits 1 on any problem or change: run it from a scheduler and alert on that exit
// (docs/deploy.md "Monitoring the payment pages"). Settings are the server's own (.env.example):
//   PUBLIC_ORIGIN (or --origin=)            the site as members reach it
//   PAYMENT_SANDBOX_URL (or --provider-origin=), PAYMENT_TOKEN_SCRIPT_INTEGRITY, PAYMENT_TDS2_SCRIPT_INTEGRITY
//   --allow-origin=<origin> (repeatable)    a CDN of the remote releases, the bot-check service
//   --plan=<planId>                         the plan page to visit (default: the first plan on sale)
//   --baseline=<file>                       the recorded fingerprints (default .data/payment-monitor.json)
//   --accept                                record today's fingerprints after an intended change
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { monitorPaymentPages } from './visit.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      origin: { type: 'string' },
      'provider-origin': { type: 'string' },
      'allow-origin': { type: 'string', multiple: true, default: [] },
      plan: { type: 'string' },
      baseline: { type: 'string', default: '.data/payment-monitor.json' },
      accept: { type: 'boolean', default: false },
    },
  });
  const origin = values.origin ?? process.env.PUBLIC_ORIGIN;
  const provider = values['provider-origin'] ?? process.env.PAYMENT_SANDBOX_URL;
  if (!origin || !provider) {
    console.error(
      'Name the site and the payment provider: --origin= and --provider-origin= ' +
        '(or PUBLIC_ORIGIN and PAYMENT_SANDBOX_URL).',
    );
    process.exit(2);
  }
  const baseline = existsSync(values.baseline) ? JSON.parse(readFileSync(values.baseline, 'utf8')) : null;
  const pages = await monitorPaymentPages({
    origin: new URL(origin).origin,
    providerOrigin: new URL(provider).origin,
    integrity: {
      '/js/token.js': process.env.PAYMENT_TOKEN_SCRIPT_INTEGRITY,
      '/js/tds2info.js': process.env.PAYMENT_TDS2_SCRIPT_INTEGRITY,
    },
    allowedOrigins: values['allow-origin'].map((allowed) => new URL(allowed).origin),
    planId: values.plan,
    baseline: values.accept ? null : baseline,
  });
  let alerts = 0;
  for (const page of pages) {
    const lines = [...page.problems, ...page.changes.map((change) => `changed since the recorded run: ${change}`)];
    alerts += lines.length;
    if (lines.length === 0) console.log(`ok     ${page.pageUrl}`);
    for (const line of lines) console.log(`ALERT  ${page.pageUrl}: ${line}`);
  }
  if (baseline === null || values.accept) {
    mkdirSync(dirname(values.baseline), { recursive: true });
    writeFileSync(
      values.baseline,
      `${JSON.stringify(Object.fromEntries(pages.map((p) => [p.pattern, p.fingerprint])), null, 2)}\n`,
    );
    console.log(`recorded the pages' fingerprints in ${values.baseline}`);
  }
  process.exit(alerts === 0 ? 0 : 1);
}

await main();
