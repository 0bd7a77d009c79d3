import { afterEach, describe, expect, it } from 'vitest';
import { readHostCookie } from './cookies';

const clear = (name: string) => {
  document.cookie = `${name}=; Max-Age=0; Path=/; Secure`;
  document.cookie = `${name}=; Max-Age=0; Path=/`;
};

describe('readHostCookie', () => {
  afterEach(() => {
    clear('__Host-vs-csrf');
    clear('vs-csrf');
  });

  it('reads the plain name where the server sets no prefix (plain-http development)', () => {
    document.cookie = 'vs-csrf=plain; Path=/';
    expect(readHostCookie('vs-csrf')).toBe('plain');
  });

  it('prefers the __Host- cookie to a plain one another page could plant', () => {
    document.cookie = 'vs-csrf=planted; Path=/';
    document.cookie = '__Host-vs-csrf=own; Path=/; Secure';
    expect(document.cookie).toContain('__Host-vs-csrf=own');
    expect(readHostCookie('vs-csrf')).toBe('own');
  });
});
