import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks an ID token signed with HS256 under the client secret (LINE signs its ID tokens so):
 * openid-client checks the claims but, over TLS, not the signature, and its JWK-set check takes
 * asymmetric keys only. The header must say HS256: a token of any other algorithm is refused here.
 */
export function hasValidHs256Signature(idToken: string, clientSecret: string): boolean {
  const [header, payload, signature, ...rest] = idToken.split('.');
  if (!header || !payload || signature === undefined || rest.length > 0) return false;
  let alg: unknown;
  try {
    alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg;
  } catch {
    return false;
  }
  if (alg !== 'HS256') return false;
  const expected = createHmac('sha256', clientSecret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
