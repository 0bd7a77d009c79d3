import { describe, expect, it } from 'vitest';
import { hasHttp2Directive, tlsListenConfig, versionNumbers } from './tls-listen.mjs';

describe('tlsListenConfig', () => {
  const files = { address: '127.0.0.1', port: 8443, certificate: '/tmp/p/cert.pem', key: '/tmp/p/key.pem' };

  it("writes docs/deploy.md's `listen … ssl; http2 on;` for nginx 1.25.1 and newer", () => {
    expect(tlsListenConfig({ ...files, version: 'nginx/1.26.3' })).toBe(
      [
        'listen 127.0.0.1:8443 ssl;',
        'http2 on;',
        'ssl_certificate /tmp/p/cert.pem;',
        'ssl_certificate_key /tmp/p/key.pem;',
        '',
      ].join('\n'),
    );
  });

  it("writes `listen … ssl http2;` for older nginx (Debian 12's 1.22), which lacks the directive", () => {
    expect(tlsListenConfig({ ...files, version: 'nginx/1.22.1' })).toBe(
      [
        'listen 127.0.0.1:8443 ssl http2;',
        'ssl_certificate /tmp/p/cert.pem;',
        'ssl_certificate_key /tmp/p/key.pem;',
        '',
      ].join('\n'),
    );
  });
});

describe('hasHttp2Directive', () => {
  it('is true from 1.25.1 on', () => {
    expect(['1.22.1', '1.24.0', '1.25.0'].map(hasHttp2Directive)).toEqual([false, false, false]);
    expect(['1.25.1', '1.25.10', '1.27.4', '2.0.0'].map(hasHttp2Directive)).toEqual([true, true, true, true]);
  });

  it('reads the version out of `nginx -v` and refuses what is not one', () => {
    expect(versionNumbers('nginx/1.22.1 (Debian)')).toEqual([1, 22, 1]);
    expect(() => versionNumbers('openresty')).toThrow('not an nginx version: openresty');
  });
});
