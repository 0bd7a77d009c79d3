import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { REDIRECT_URI } from './oidc-flow.test-kit';

/**
 * demo-web at the token endpoint with `secret` (client_secret_basic) and a code that does not exist:
 * 401 invalid_client when the secret is refused, 400 invalid_grant once the client is authenticated.
 */
export async function demoWebAuthenticates(app: FastifyInstance, secret: string): Promise<boolean> {
  const response = await app.inject({
    method: 'POST',
    url: '/oidc-op/token',
    headers: {
      host: 'localhost',
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`demo-web:${secret}`).toString('base64')}`,
    },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: 'no-such-code',
      redirect_uri: REDIRECT_URI,
      code_verifier: 'v'.repeat(43),
    }).toString(),
  });
  const { error } = response.json<{ error: string }>();
  if (error === 'invalid_client') return false;
  expect(error, response.body).toBe('invalid_grant');
  return true;
}
