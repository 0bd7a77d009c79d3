import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { DataFolderLockedError } from './db/data-folder-lock';
import { demoDataIn } from './db/demo-data';
import { ROTATE_SIGNING_KEYS_COMMAND, rotateSigningKeysNow } from './modules/oidc/rotate-signing-keys-command';
import { closeWithin } from './plugins/health';
import { productionProblems } from './production-problems';
import { insecureEnabledProviders } from './modules/external-identity/providers.repository';

/** In-flight requests get this long to finish on SIGTERM; under the journeys' 8 s before SIGKILL. */
const SHUTDOWN_DRAIN_MS = 5000;

/** Starts the server, prints where it listens, and stops cleanly on SIGINT / SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const problems = productionProblems(config);
  if (problems.length > 0) {
    console.error(
      [
        'The server will not start in production with these settings:',
        ...problems.map((problem) => `  - ${problem}`),
        '(DEMO=1 runs the demo instead.)',
      ].join('\n'),
    );
    process.exit(1);
  }
  if (config.demo && config.nodeEnv === 'production')
    console.warn(
      'Warning: the demo runs under NODE_ENV=production (ALLOW_DEMO_IN_PRODUCTION=1): its mailbox, SMS outbox,' +
        ' seeded stores and public client secrets are on. Never expose it as a store.',
    );
  if (process.argv[2] === ROTATE_SIGNING_KEYS_COMMAND) return rotateSigningKeysCommand(config);
  let app;
  try {
    app = await buildApp({ config });
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      console.error(`The server will not start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const demoRows = config.nodeEnv === 'production' && !config.demoData ? await demoDataIn(app.db) : [];
  if (demoRows.length > 0) {
    console.error(
      `The server will not start in production with the demo's data in its database (${demoRows.join(', ')}):` +
        ' remove it, or set ALLOW_DEMO_DATA=1 to run with it anyway.',
    );
    await app.close();
    process.exit(1);
  }
  // Provider settings are store rows, so this check waits for the database (docs/decisions.md "External identities").
  const insecureProviders =
    config.nodeEnv === 'production' && !config.demo ? await insecureEnabledProviders(app.db) : [];
  if (insecureProviders.length > 0) {
    console.error(
      'The server will not start in production with identity providers that are not https' +
        ` (${insecureProviders.join(', ')}): their tokens and the client secret would travel in the clear.`,
    );
    await app.close();
    process.exit(1);
  }
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    closeWithin(app, SHUTDOWN_DRAIN_MS).then(
      (outcome) => {
        if (outcome === 'timed out')
          app.log.warn(
            { boundMs: SHUTDOWN_DRAIN_MS },
            'requests still in flight at the shutdown bound: exiting anyway',
          );
        process.exit(outcome === 'drained' ? 0 : 1);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`server listening on ${address} (${config.nodeEnv}, ${database})`);
}

/** `main.mjs rotate-oidc-signing-keys [store …]`: an operator's command on the server's settings, then exit. */
async function rotateSigningKeysCommand(config: AppConfig): Promise<void> {
  const app = await buildApp({ config, logger: false });
  try {
    for (const line of await rotateSigningKeysNow(app, process.argv.slice(3))) console.log(line);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
