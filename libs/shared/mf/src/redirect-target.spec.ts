import { describe, expect, it } from 'vitest';
import { classifyRedirect } from './redirect-target';

const origin = 'https://store.example.com';

describe('classifyRedirect', () => {
  it.each([
    ['/plans', '/plans'],
    ['/login?next=%2Fmypage#top', '/login?next=%2Fmypage#top'],
    ['https://store.example.com/mypage', '/mypage'],
    ['HTTPS://STORE.EXAMPLE.COM/mypage', '/mypage'],
  ])('%s stays inside the site as %s', (to, path) => {
    expect(classifyRedirect(to, origin)).toEqual({ kind: 'internal', path });
  });

  it.each(['//evil.example.com/x', '/\\evil.example.com/x', 'https://evil.example.com/', 'https:evil.example.com'])(
    '%s is loaded as an external address, never routed',
    (to) => {
      expect(classifyRedirect(to, origin).kind).toBe('external');
    },
  );

  it.each(['/oidc-op/auth/abc', 'https://store.example.com/oidc-op/auth/abc?x=1'])(
    '%s (the OIDC provider) is loaded in full, never routed',
    (to) => {
      expect(classifyRedirect(to, origin).kind).toBe('external');
    },
  );

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'http://[bad'])('%s is refused', (to) => {
    expect(classifyRedirect(to, origin)).toEqual({ kind: 'refused' });
  });

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/mypage/../..//evil.example',
    '/%2e//evil.example',
    'https://store.example.com/.//evil.example',
  ])('%s normalises to a protocol-relative path and is refused', (to) => {
    expect(classifyRedirect(to, origin)).toEqual({ kind: 'refused' });
  });
});
