import { describe, expect, it } from 'vitest';
import { isSafeRedirectTarget, safeRedirectPath } from './redirect';

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
    // dot segments the URL parser folds into a protocol-relative path
    '/.//evil.example',
    '/..//evil.example',
    '/mypage/../..//evil.example',
    '/./\\evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/.%2F%2Fevil.example',
    '/%2E%2F%2Fevil.example',
    '/.%252F%252Fevil.example',
    '/./%09/evil.example',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (target) => {
    expect(isSafeRedirectTarget(target, origin)).toBe(false);
  });

  it('refuses everything when the origin is not a URL', () => {
    expect(isSafeRedirectTarget('/mypage', 'not a url')).toBe(false);
  });

  it('answers the normalised path, never the raw string', () => {
    expect(safeRedirectPath('/mypage/./edit', origin)).toBe('/mypage/edit');
    expect(safeRedirectPath('/plans/../mypage?x=1#a', origin)).toBe('/mypage?x=1#a');
    expect(safeRedirectPath('/.//evil.example', origin)).toBeNull();
  });

  /** Generated inputs: every prefix, separator and encoding combined, none may leave the origin. */
  it('never lets a generated target normalise off the origin', () => {
    const prefixes = ['/', '/.', '/..', '/./', '/../', '/mypage/..', '/mypage/../..', '/%2e', '/%2E%2E', '/.%2f'];
    const separators = ['/', '//', '\\', '/\\', '%2F', '%2f%2f', '%5C', '%252F', '\t/', '%09/', '\n/', '%0a/', ''];
    const hosts = ['evil.example', '127.0.0.2:8666/x', '@evil.example'];
    let checked = 0;
    for (const prefix of prefixes)
      for (const separator of separators)
        for (const host of hosts) {
          const target = `${prefix}${separator}${host}`;
          const path = safeRedirectPath(target, origin);
          checked++;
          if (path === null) continue;
          const landed = new URL(path, origin);
          expect(landed.origin, target).toBe(origin);
          expect(landed.pathname.startsWith('//'), target).toBe(false);
          expect(new URL(decodeURIComponent(path), origin).origin, target).toBe(origin);
        }
    expect(checked).toBe(prefixes.length * separators.length * hosts.length);
  });
});
