import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy } from './app';
import { ConfigError, loadConfig } from './config';

/** The client address a server configured with TRUST_PROXY=`setting` sees for a request from `peer`. */
async function clientAddressSeen(setting: string | undefined, peer: string, forwardedFor?: string): Promise<string> {
  const config = loadConfig(setting === undefined ? {} : { TRUST_PROXY: setting });
  const app = Fastify({ trustProxy: fastifyTrustProxy(config.trustProxy) });
  app.get('/ip', async (request) => request.ip);
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const answer = await app.inject({ url: '/ip', remoteAddress: peer, headers });
  await app.close();
  return answer.body;
}

describe('TRUST_PROXY', () => {
  it('reads each form: off, a hop count, a list of addresses and CIDRs, and "any"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe('any');
  });

  it.each(['proxy.internal', '10.0.0.0/33', '10.0.0.5/8/1', '-1', '1.5', '10.0.0.5,'])('refuses "%s"', (setting) => {
    expect(() => loadConfig({ TRUST_PROXY: setting })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: setting })).toThrow(/TRUST_PROXY must be a number of proxies or a/);
  });

  it.each([
    '0.0.0.0/0',
    '0.0.0.0/1,128.0.0.0/1',
    '203.0.113.7',
    '10.0.0.5, 8.8.8.8',
    '::/0',
    '2001:db8::1',
    '10.0.0.0/7',
    '172.16.0.0/11',
    '::ffff:8.8.8.8',
  ])('refuses "%s": a range beyond loopback, private and link-local addresses', (setting) => {
    expect(() => loadConfig({ TRUST_PROXY: setting })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: setting })).toThrow(/TRUST_PROXY may only name proxies on loopback/);
  });

  it.each([
    '127.0.0.1',
    '10.0.0.0/8',
    '172.31.255.1',
    '192.168.0.0/24',
    '100.64.0.1',
    'fd00::/8',
    'fe80::1',
    '::1',
    '::ffff:10.0.0.5',
    'loopback,uniquelocal',
  ])('accepts "%s"', (setting) => {
    expect(() => loadConfig({ TRUST_PROXY: setting })).not.toThrow();
  });

  it("off: the connection's own address, whatever X-Forwarded-For says", async () => {
    expect(await clientAddressSeen(undefined, '10.0.0.5', '203.0.113.7')).toBe('10.0.0.5');
  });

  it('a hop count: the address the nearest proxy put last, not what the client wrote before it', async () => {
    expect(await clientAddressSeen('1', '10.0.0.5', '198.51.100.66, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddressSeen('2', '10.0.0.5', '198.51.100.66, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
  });

  it('a list: X-Forwarded-For only from the listed proxies, past every listed hop', async () => {
    const list = '10.0.0.0/24';
    expect(await clientAddressSeen(list, '10.0.0.5', '198.51.100.66, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
    // A client reaching the server directly cannot choose its address.
    expect(await clientAddressSeen(list, '192.0.2.1', '203.0.113.7')).toBe('192.0.2.1');
  });

  it('"any" (refused in production): the first address, which the client wrote itself', async () => {
    expect(await clientAddressSeen('true', '10.0.0.5', '198.51.100.66, 203.0.113.7')).toBe('198.51.100.66');
  });
});
