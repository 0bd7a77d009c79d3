import { describe, expect, it } from 'vitest';
import { countryOf } from './country-of';

describe('countryOf', () => {
  // What the shipped GeoLite2 data says (133/8 is JPNIC's; Google's resolvers are in the US).
  it.each([
    ['8.8.8.8', 'US'],
    ['133.242.0.1', 'JP'],
    ['2001:4860:4860::8888', 'US'],
  ])('finds the country of %s', (ip, country) => {
    expect(countryOf(ip)).toBe(country);
  });

  it.each(['::ffff:133.242.0.1', '::FFFF:133.242.0.1', '0:0:0:0:0:ffff:133.242.0.1', '::ffff:85f2:1'])(
    'reads the IPv4-mapped address %s as IPv4',
    (ip) => {
      expect(countryOf(ip)).toBe('JP');
    },
  );

  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.1.1',
    'fc00::1',
    'fe80::1',
    'fe80::1%eth0',
    '::',
  ])('has none for the loopback or private address %s', (ip) => {
    expect(countryOf(ip)).toBeNull();
  });

  it.each(['', 'localhost', '1.2.3', '256.1.1.1', '8.8.8.8.8', '::ffff:1.2.3', 'not an address'])(
    'has none for the malformed address %j',
    (ip) => {
      expect(countryOf(ip)).toBeNull();
    },
  );

  // The anycast 1.1.1.1 and the documentation range are in no country of the data.
  it.each(['1.1.1.1', '203.0.113.7'])('has none for the unknown address %s', (ip) => {
    expect(countryOf(ip)).toBeNull();
  });
});
