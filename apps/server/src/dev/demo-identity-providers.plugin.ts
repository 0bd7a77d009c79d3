import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IdentitySandboxConfig } from '../config';
import { demoStore } from '../db/seed/demo-store';
import { saveExternalProviders, type ProviderInput } from '../modules/external-identity/providers.repository';

/**
 * The demo store's providers, each an issuer of the sandbox (apps/identity-sandbox): LINE with its
 * HS256 ID tokens, Google with RS256 ones. The types are the ones the server's specs and pages use.
 */
export function demoIdentityProviders(sandbox: IdentitySandboxConfig): ProviderInput[] {
  const oidcRow = (type: string, name: string, path: string): ProviderInput => ({
    type,
    name,
    method: 'oidc',
    clientId: sandbox.clientId,
    clientSecret: sandbox.clientSecret,
    issuer: `${sandbox.origin}/${path}`,
    scopes: 'openid email',
  });
  return [{ ...oidcRow('Line', 'LINE', 'line'), idTokenAlg: 'HS256' }, oidcRow('Google', 'Google', 'google')];
}

/**
 * DEMO=1 with IDENTITY_SANDBOX_URL only: "log in with LINE / Google" works on a fresh machine. Written
 * at every start, so the rows follow the sandbox's address (another port, another run); the store's
 * other providers, if an operator added any to the demo store, are replaced with them.
 */
export const demoIdentityProvidersPlugin = fp<{ readonly sandbox: IdentitySandboxConfig }>(
  async (app: FastifyInstance, { sandbox }) => {
    // Plain http on loopback, as the demo's other services: the demo skips the production https guard.
    await saveExternalProviders(app.db, demoStore.store.id, demoIdentityProviders(sandbox), { requireHttps: false });
  },
  { name: 'demo-identity-providers', dependencies: ['database', 'external-identity'] },
);
