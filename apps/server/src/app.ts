import fastifyCookie from '@fastify/cookie';
import { applyValidationLocale } from '@vs/validation';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { AppConfig, TrustProxy } from './config';
import { openDatabase, type Database } from './db/client';
import { errorBody } from './http/error-body';
import { loggerOptions, OneLinePerRequest } from './logger';
import { accountPlugin } from './modules/account/account.plugin';
import { accountClosingPlugin } from './modules/account-closing/account-closing.plugin';
import { accountEmailPlugin } from './modules/account-email/account-email.plugin';
import { accountMfaPlugin } from './modules/account-mfa/account-mfa.plugin';
import { accountProfilePlugin } from './modules/account-profile/account-profile.plugin';
import { consentPlugin } from './modules/consent/consent.plugin';
import { withdrawalPlugin } from './modules/withdrawal/withdrawal.plugin';
import { billingHistoryPlugin } from './modules/billing-history/billing-history.plugin';
import { subscriptionPlugin } from './modules/subscription/subscription.plugin';
import { demoIdentityProvidersPlugin } from './dev/demo-identity-providers.plugin';
import { demoMembersPlugin } from './dev/demo-members.plugin';
import { devFixturesPlugin } from './dev/dev-fixtures.plugin';
import { devHistoryPlugin } from './dev/dev-history.plugin';
import { devBillingPlugin } from './dev/dev-billing.plugin';
import { billingPlugin } from './modules/billing/billing.plugin';
import { authPlugin } from './modules/auth/auth.plugin';
import { externalIdentityPlugin } from './modules/external-identity/external-identity.plugin';
import { botCheckPlugin } from './modules/bot-check/bot-check.plugin';
import { loginHistoryPlugin } from './modules/login-history/login-history.plugin';
import { accountSessionsPlugin } from './modules/account-sessions/account-sessions.plugin';
import { mailPlugin } from './modules/mail/mail.plugin';
import { mfaPlugin } from './modules/mfa/mfa.plugin';
import { paymentPlugin } from './modules/payment/payment.plugin';
import { contractsPayingWith, purchasePaymentsOf } from './wiring/purchase-payments';
import { ledgerPlugin } from './modules/ledger';
import { ledgerLookupOf } from './wiring/ledger-lookup';
import { oidcPlugin } from './modules/oidc/oidc.plugin';
import { plansPlugin } from './modules/plans/plans.plugin';
import { purchasePlugin } from './modules/purchase/purchase.plugin';
import type { PurchasePaymentPort } from './modules/purchase/payment-port';
import { postalPlugin } from './modules/postal/postal.plugin';
import { playbackPlugin } from './modules/playback/playback.plugin';
import { rateLimitPlugin } from './modules/rate-limit/rate-limit.plugin';
import { screenDataPlugin } from './modules/screen-data/screen-data.plugin';
import { sessionPlugin } from './modules/session/session.plugin';
import { signupPlugin } from './modules/signup/signup.plugin';
import { smsPlugin } from './modules/sms/sms.plugin';
import { storePlugin } from './modules/store/store.plugin';
import { webPlugin } from './modules/web/web.plugin';
import { addressGuardPlugin } from './plugins/address-guard';
import { cleanupsPlugin } from './plugins/cleanups';
import { clockPlugin } from './plugins/clock';
import { databasePlugin } from './plugins/database';
import { errorHandlerPlugin } from './plugins/error-handler';
import { healthPlugin } from './plugins/health';
import { generateRequestId, requestIdPlugin } from './plugins/request-id';
import {
  noReleaseOrigins,
  securityHeadersPlugin,
  setSecurityHeaders,
  type ReleaseOriginsOfPages,
} from './plugins/security-headers';

/** One route as registered (method and URL pattern): the endpoint table's test compares them. */
export interface RouteEntry {
  readonly method: string;
  readonly url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly routeList: readonly RouteEntry[];
  }
}

export interface BuildAppOptions {
  readonly config: AppConfig;
  /** An open database to use (tests share one per file); otherwise one is opened from the config. */
  readonly database?: Database;
  /** Overrides the logger built from the config (tests pass false). */
  readonly logger?: FastifyServerOptions['logger'];
  /** The clock of flows and limits (PIN expiry, cool-downs); tests move it forward. */
  readonly now?: () => Date;
  /** The payment module's side of the purchase's charging seam; absent → no payment method is usable. */
  readonly purchasePayments?: PurchasePaymentPort;
}

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify takes a bare number as "trust nothing" (a hop count
 * cannot tell a proxy from a client that reaches the server directly), so the hop count is a function:
 * it trusts the nearest `hops` addresses, and the server must be reachable only through the proxy.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === 'any') return true;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return typeof trust === 'object' ? [...trust] : trust;
}

/** Bodies are small JSON documents; anything larger is refused before it is buffered. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Plugins first (request id, errors, headers, database, store, cookies, session), then the domain
 * modules. Hooks run in this order, so a request knows its store before its session is read.
 */
export async function buildApp({
  config,
  database,
  logger,
  now,
  purchasePayments,
}: BuildAppOptions): Promise<FastifyInstance> {
  // The web module publishes the origins of the current remote releases; the CSP reads them per answer.
  let releaseOrigins: ReleaseOriginsOfPages = noReleaseOrigins;
  const headers = {
    dev: config.nodeEnv === 'development',
    hsts: config.nodeEnv !== 'development',
    remoteOrigins: () => releaseOrigins,
    playbackSource: config.playbackStagingUrl === null ? null : new URL(config.playbackStagingUrl).origin,
  };
  const options: FastifyServerOptions = {
    logger: logger ?? loggerOptions(config),
    logController: new OneLinePerRequest(),
    genReqId: generateRequestId,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Errors raised before routing (bad URL encoding) still answer in the catalogue's shape.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ err: error }, 'rejected before routing');
      const answer = reply as FastifyReply;
      setSecurityHeaders(request, answer, headers);
      void answer
        .code(400)
        .header('x-request-id', request.id)
        .send(errorBody(400, 'MALFORMED_REQUEST', request.id));
    },
  };
  // Schemas built ad hoc around the shared ones (request envelopes) answer with the lib's generic keys.
  applyValidationLocale();
  const app = Fastify(options);
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) if (one !== 'HEAD') routes.push({ method: one, url });
  });
  app.decorate('routeList', routes);
  // Only JSON bodies are read; text/plain (a CSRF-friendly "simple" content type) answers 415.
  app.removeContentTypeParser('text/plain');

  await app.register(clockPlugin, { ...(now ? { now } : {}), movable: config.devFixtures || config.demo });
  await app.register(requestIdPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, headers);
  await app.register(addressGuardPlugin);
  const opened =
    database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleConnectionError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
    }));
  await app.register(databasePlugin, {
    database: opened,
    owned: !database,
    demoData: config.demoData,
  });
  await app.register(cleanupsPlugin, { intervalMs: config.cleanupIntervalSeconds * 1000 });
  // Before every module that keeps rows naming a member: each registers its closing step on it.
  await app.register(accountClosingPlugin);
  await app.register(rateLimitPlugin);
  await app.register(storePlugin, { publicOrigin: config.publicOrigin });
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, {
    secure: config.secureCookies,
    csrfSecret: config.csrfSecret,
    publicOrigin: config.publicOrigin,
  });
  await app.register(botCheckPlugin, { config: config.botCheck });

  await app.register(healthPlugin);
  await app.register(screenDataPlugin);
  await app.register(plansPlugin);
  await app.register(accountPlugin);
  await app.register(postalPlugin);
  await app.register(playbackPlugin, { stagingUrl: config.playbackStagingUrl });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, mailbox: config.devMailbox, demo: config.demo });
  await app.register(smsPlugin, { outbox: config.smsOutbox });
  await app.register(mfaPlugin, { secure: config.secureCookies });
  await app.register(signupPlugin);
  await app.register(authPlugin);
  await app.register(externalIdentityPlugin, {
    secureCookies: config.secureCookies,
    // Loopback stand-in providers in tests, development and the demo; production refuses non-https providers.
    allowHttpProviders: config.nodeEnv !== 'production' || config.demo,
  });
  await app.register(accountMfaPlugin);
  await app.register(loginHistoryPlugin);
  await app.register(accountSessionsPlugin);
  await app.register(accountProfilePlugin);
  await app.register(consentPlugin);
  await app.register(accountEmailPlugin);
  await app.register(paymentPlugin, { config: config.payment });
  // The charge ledger asks the provider by key (the reconciler); purchase and billing register their hooks.
  await app.register(ledgerPlugin, { lookup: ledgerLookupOf(app) });
  // The charging seam joins purchase and payment here (apps/server/README.md "The charging seam").
  await app.register(purchasePlugin, { payments: purchasePayments ?? purchasePaymentsOf(app) });
  app.paymentMethodUsages.add(contractsPayingWith);
  // The renewal job's schedule lives in the job queue on the same database (docs/decisions.md "Renewal schedule").
  await app.register(billingPlugin, { schedule: config.billingSchedule ? opened.native : null });
  await app.register(withdrawalPlugin);
  await app.register(oidcPlugin, {
    securityHeaders: (request, reply) => setSecurityHeaders(request, reply, headers),
    secureCookies: config.secureCookies,
    // The demo's and the tests' relying parties listen on loopback; production keeps the library's SSRF check.
    privateBackchannel: config.nodeEnv !== 'production' || config.demo,
  });
  await app.register(billingHistoryPlugin);
  await app.register(subscriptionPlugin);
  if (config.devFixtures) await app.register(devFixturesPlugin);
  if (config.devFixtures) await app.register(devHistoryPlugin);
  if (config.devFixtures || config.demo) await app.register(devBillingPlugin);
  if (config.demo) await app.register(demoMembersPlugin);
  if (config.demo && config.identitySandbox)
    await app.register(demoIdentityProvidersPlugin, { sandbox: config.identitySandbox });
  await app.register(webPlugin, {
    webDist: config.webDist,
    devRemotes: config.devRemotes,
    releasesDir: config.remoteReleases,
    registryPollMs: config.remoteRegistryPollMs,
    // Production serves only releases signed by their own remote's keys (modules/web/release-signature.ts).
    releaseTrust: {
      keys: config.remoteReleaseKeys,
      requireSignature: config.nodeEnv === 'production' && !config.demo,
    },
    onOriginsChange: (origins) => {
      releaseOrigins = origins;
    },
  });
  return app;
}
