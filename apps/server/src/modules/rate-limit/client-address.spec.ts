import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test/browser';
import { useTestApp } from '../../test/use-test-app';
import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it('keys an IPv6 address by its /64, whatever its spelling', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps an IPv4 address whole, also when it arrives IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('per-address limits over IPv6', () => {
  const t = useTestApp();

  it('counts every address of one /64 against one budget (password-forgot: 30 an hour)', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i++) {
      const b = await new TestBrowser(t.app, 'localhost', {}, `2001:db8:77:1::${i.toString(16)}`).open();
      statuses.push((await b.post('/zapi/auth/password/forgot', { email: `v6.${i}@example.com` })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const otherNetwork = await new TestBrowser(t.app, 'localhost', {}, '2001:db8:77:2::1').open();
    expect((await otherNetwork.post('/zapi/auth/password/forgot', { email: 'v6.other@example.com' })).statusCode).toBe(
      200,
    );
  });
});
