import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@vs/routes';
import { remoteReleaseKeySettings, SANDBOX_DEMO_SECRET, type AppConfig } from './config';

/** The remotes the releases folder's registry has a current release of (tools/deploy/registry.mjs). */
function publishedRemotes(releasesDir: string): string[] {
  const file = join(releasesDir, 'registry.json');
  if (!existsSync(file)) return [];
  try {
    const registry = JSON.parse(readFileSync(file, 'utf8')) as { remotes?: Record<string, unknown[] | undefined> };
    return Object.entries(registry.remotes ?? {})
      .filter(([, versions]) => (versions?.length ?? 0) > 0)
      .map(([remote]) => remote);
  } catch {
    return []; // the web module logs an unreadable registry and serves the boot builds
  }
}

/**
 * Every reason a production server must not start on these settings, in plain words, all at once
 * (fixing them one restart at a time is slow). Empty outside production and in the demo, which is
 * meant to run with development switches and keys kept in its own database.
 */
export function productionProblems(config: AppConfig): string[] {
  if (config.nodeEnv !== 'production') return [];
  if (config.demo)
    return config.allowDemoInProduction
      ? []
      : [
          'DEMO=1 under NODE_ENV=production: the demo switches every production guard off (its mailbox page,' +
            ' SMS outbox, seeded stores and public client secrets).' +
            ' Set ALLOW_DEMO_IN_PRODUCTION=1 to run the demo anyway.',
        ];
  const problems: string[] = [];
  if (config.smtpUrl === null)
    problems.push('SMTP_URL is not set: sign-up PINs and password resets could not be mailed.');
  if (config.smsOutbox)
    problems.push('SMS_OUTBOX is on: text messages would be kept in a table instead of being sent.');
  if (config.devFixtures) problems.push('DEV_FIXTURES is on: anyone could create members through /dev/fixtures.');
  // Keys kept in the database they protect are read by whoever reads the database.
  if (config.csrfSecret === null)
    problems.push('CSRF_SECRET is not set: the CSRF key must come from the environment, not from the database.');
  if (config.otpSealKey === null)
    problems.push(
      'OTP_SEAL_KEY is not set: the key sealing OTP secrets must come from the environment, not from the database.',
    );
  if (!config.secureCookies) problems.push('COOKIE_SECURE is off: session cookies would travel over plain http.');
  if (config.publicOrigin === null)
    problems.push("PUBLIC_ORIGIN is not set: links in mail need the site's own address.");
  if (config.trustProxy === 'any')
    problems.push(
      'TRUST_PROXY trusts any X-Forwarded-For: every client could pick its own address' +
        ' and escape the per-address limits (give the number of proxies in front, e.g. 1, or their addresses).',
    );
  if (config.payment?.provider === 'sandbox' && !config.payment.allowSandbox)
    problems.push(
      'PAYMENT_PROVIDER is the sandbox: no real payment would be taken' +
        ' (set ALLOW_PAYMENT_SANDBOX=1 to run on it anyway).',
    );
  if (config.payment && (config.payment.tokenScriptIntegrity === null || config.payment.tds2ScriptIntegrity === null))
    problems.push(
      'PAYMENT_TOKEN_SCRIPT_INTEGRITY and PAYMENT_TDS2_SCRIPT_INTEGRITY must both be set: the card pages load' +
        " the provider's scripts pinned by their integrity, so a changed script never runs there (PCI DSS 6.4.3).",
    );
  if (config.payment && config.payment.secret === SANDBOX_DEMO_SECRET)
    problems.push('PAYMENT_SANDBOX_SECRET is not set: the demo key between the site and the provider is public.');
  const settingOf = (remote: string) => remoteReleaseKeySettings[remote as RemoteName] ?? remote;
  const unverifiable = publishedRemotes(config.remoteReleases).filter(
    (remote) => !config.remoteReleaseKeys[remote as RemoteName]?.length,
  );
  if (unverifiable.length > 0)
    problems.push(
      `${unverifiable.map(settingOf).join(', ')} not set: ${unverifiable.join(', ')} published in` +
        ` ${config.remoteReleases} would be refused, with no public key to verify the signature by` +
        ' (set the shipping team\'s key, or roll the release back: docs/deploy.md "Signing releases").',
    );
  if (config.databaseUrl === null && !config.allowEmbeddedDatabase) {
    problems.push(
      'DATABASE_URL is not set: the embedded database is for trying the site out' +
        ' (set ALLOW_EMBEDDED_DATABASE=1 to run on it anyway).',
    );
  }
  return problems;
}
