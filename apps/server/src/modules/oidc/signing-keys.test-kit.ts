import { createPublicKey, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface PublishedKey {
  readonly kid: string;
  readonly kty: string;
  readonly n?: string;
  readonly d?: string;
}

/** The issuer's JWKS as a relying party fetches it. */
export async function publishedKeysOf(app: FastifyInstance): Promise<PublishedKey[]> {
  const response = await app.inject({ url: '/oidc-op/jwks', headers: { host: 'localhost' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ keys: PublishedKey[] }>().keys;
}

/** The kid in a JWS's header. */
export const kidOf = (jws: string): string =>
  String((JSON.parse(Buffer.from(jws.split('.')[0] ?? '', 'base64url').toString('utf8')) as { kid?: unknown }).kid);

/** Whether a relying party holding `keys` accepts the RS256 JWS: the key its kid names checks its signature. */
export function verifiesWith(jws: string, keys: readonly PublishedKey[]): boolean {
  const [header, payload, signature] = jws.split('.');
  const key = keys.find((each) => each.kid === kidOf(jws));
  if (!key || !header || !payload || !signature) return false;
  return verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: { ...key }, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
}
