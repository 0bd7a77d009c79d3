import { describe, expect, it } from 'vitest';
import { isSafeRedirectTarget } from './redirect';

const origin = 'https://store.example.jp';

describe('isSafeRedirectTarget', () => {
  it.each([
    '/',
    '/mypage',
    '/plans/p-1?from=signup#top',
    '/ok?x=//y',
    '/ok?next=%2F%2Fevil.com',
    '/plans/%E3%83%97%E3%83%A9%E3%83%B3',
    '/a//b',
  ])('allows %s', (target) => {
    expect(isSafeRedirectTarget(target, origin)).toBe(true);
  });

  it.each([
    '',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'https:evil.com',
    'https://evil.com',
    'HTTPS://evil.com',
    'http:/evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    'mypage',
    '%2F%2Fevil',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '/%252F%252Fevil.com',
    '/%25252F%25252Fevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/%09/evil.com',
    '/%0A/evil.com',
    '/ /evil.com',
    '/\u0000',
    '/foo\\bar',
    '/%E0%A4%A',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (target) => {
    expect(isSafeRedirectTarget(target, origin)).toBe(false);
  });

  it('refuses everything when the origin is not a URL', () => {
    expect(isSafeRedirectTarget('/mypage', 'not a url')).toBe(false);
  });
});
