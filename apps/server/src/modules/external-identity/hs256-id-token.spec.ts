import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasValidHs256Signature } from './hs256-id-token';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signed = (header: unknown, payload: unknown, key: string) => {
  const body = `${part(header)}.${part(payload)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
};

describe('HS256 ID tokens (LINE)', () => {
  const claims = { iss: 'https://access.line.me', sub: 'U1', aud: 'c', exp: 2_000_000_000 };

  it('accepts a token signed with the client secret', () => {
    expect(hasValidHs256Signature(signed({ alg: 'HS256' }, claims, 'the-secret'), 'the-secret')).toBe(true);
  });

  it('refuses one signed with another key, an altered payload, another algorithm and garbage', () => {
    expect(hasValidHs256Signature(signed({ alg: 'HS256' }, claims, 'not-the-secret'), 'the-secret')).toBe(false);
    const [header, , signature] = signed({ alg: 'HS256' }, claims, 'the-secret').split('.');
    expect(hasValidHs256Signature(`${header}.${part({ ...claims, sub: 'U2' })}.${signature}`, 'the-secret')).toBe(
      false,
    );
    expect(hasValidHs256Signature(signed({ alg: 'none' }, claims, 'the-secret'), 'the-secret')).toBe(false);
    expect(hasValidHs256Signature(`${part({ alg: 'HS256' })}.${part(claims)}.`, 'the-secret')).toBe(false);
    expect(hasValidHs256Signature('not.a-token', 'the-secret')).toBe(false);
  });
});
