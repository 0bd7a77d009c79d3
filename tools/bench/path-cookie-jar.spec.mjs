import { describe, expect, it } from 'vitest';
import { PathCookieJar, defaultPath, pathMatches } from './path-cookie-jar.mjs';

describe('pathMatches', () => {
  it('matches the path itself and what lies under it, not a longer name that starts the same', () => {
    expect(pathMatches('/line', '/line')).toBe(true);
    expect(pathMatches('/line/interaction/abc', '/line')).toBe(true);
    expect(pathMatches('/line/interaction/abc', '/line/')).toBe(true);
    expect(pathMatches('/lineage', '/line')).toBe(false);
    expect(pathMatches('/google/auth', '/line')).toBe(false);
    expect(pathMatches('/anything', '/')).toBe(true);
  });

  it("gives a cookie without a Path the request path's folder", () => {
    expect(defaultPath('/line/interaction/abc')).toBe('/line/interaction');
    expect(defaultPath('/line')).toBe('/');
    expect(defaultPath('')).toBe('/');
  });
});

describe('PathCookieJar', () => {
  it("sends each provider's cookies only under its own path, the longer paths first", () => {
    const jar = new PathCookieJar();
    jar.keep(['line-session=s1; path=/line; httponly; samesite=lax'], '/line/auth');
    jar.keep(['line-interaction=i1; path=/line/interaction/abc; httponly'], '/line/auth');
    jar.keep(['google-session=g1; path=/google; httponly'], '/google/auth');
    expect(jar.header('/line/interaction/abc')).toBe('line-interaction=i1; line-session=s1');
    expect(jar.header('/line/auth')).toBe('line-session=s1');
    expect(jar.header('/google/auth')).toBe('google-session=g1');
    expect(jar.header('/')).toBe('');
  });

  it('replaces a cookie of the same name and path, and forgets one set to expire', () => {
    const jar = new PathCookieJar();
    jar.keep(['a=1; path=/line', 'b=2; path=/line'], '/line/auth');
    jar.keep(['a=3; path=/line'], '/line/auth');
    jar.keep(['b=; path=/line; expires=Thu, 01 Jan 1970 00:00:01 GMT'], '/line/auth');
    expect(jar.header('/line/auth')).toBe('a=3');
    jar.keep(['a=; path=/line; max-age=0'], '/line/auth');
    expect(jar.header('/line/auth')).toBe('');
  });

  it('keeps cookies of one name under different paths apart', () => {
    const jar = new PathCookieJar();
    jar.keep(['x=outer; path=/line', 'x=inner; path=/line/auth'], '/line/auth');
    expect(jar.header('/line/auth/uid')).toBe('x=inner; x=outer');
    expect(jar.header('/line/token')).toBe('x=outer');
  });
});
