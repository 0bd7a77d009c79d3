import { startIdentitySandbox } from './sandbox';
import { settingsFromEnv } from './settings';

/**
 * The sandbox identity providers on their own origin: `npm start` and the journeys start it beside
 * the site, which offers "log in with LINE / Google" through it (IDENTITY_SANDBOX_URL on the server).
 * It prints where it listens and its issuers, never the client secret.
 */
// No top-level await: tsx runs this file as CommonJS (`nx run identity-sandbox:serve`).
void startIdentitySandbox(settingsFromEnv(process.env)).then((sandbox) => {
  const issuers = sandbox.issuers.map(({ provider, issuer }) => `${provider.name} ${issuer}`).join(', ');
  console.log(`identity sandbox on ${sandbox.origin}/ (${issuers})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void sandbox.close().then(() => process.exit(0));
    });
  }
});
