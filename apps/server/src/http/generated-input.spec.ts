import { endpointTable, type EndpointDef } from '@vs/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../test/browser';
import { loggedInMember } from '../test/member-fixtures';
import { useTestApp } from '../test/use-test-app';

/** mulberry32: a small seeded generator, so a failure names a case that replays. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = [
  'toString',
  'valueOf',
  '__proto__',
  'constructor',
  'prototype',
  'email',
  'password',
  'emailUserId',
  'loginMethod',
  'token',
  'code',
  'pinCode',
  'nickname',
  'type',
  'id',
  '',
];
const STRINGS = [
  '',
  'a',
  '\u0000',
  'x\u0000y',
  '\r\n',
  '\u202e',
  '\ud800',
  "'; DROP TABLE accounts; --",
  '<script>',
  'a'.repeat(5000),
  '../../etc/passwd',
  'Password',
  'AuthCode',
  'a@example.com',
];
const NUMBERS = ['0', '-1', '1e308', '-1e308', '123456789012345678901234567890', '0.1', '1e-400'];

/** JSON text (not a value: `__proto__` keys must survive as own keys, as a client would send them). */
function jsonOf(next: () => number, depth: number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const roll = next();
  if (depth > 0 && roll < 0.35) {
    const count = Math.floor(next() * 5);
    const members = Array.from({ length: count }, () => `${JSON.stringify(pick(KEYS))}:${jsonOf(next, depth - 1)}`);
    return `{${members.join(',')}}`;
  }
  if (depth > 0 && roll < 0.5)
    return `[${Array.from({ length: Math.floor(next() * 4) }, () => jsonOf(next, depth - 1)).join(',')}]`;
  if (roll < 0.55) return `${'['.repeat(200)}${']'.repeat(200)}`;
  if (roll < 0.75) return JSON.stringify(pick(STRINGS));
  if (roll < 0.85) return pick(NUMBERS);
  return pick(['true', 'false', 'null']);
}

/** A body: mostly an object with the endpoint's likely keys, sometimes anything at all. */
function bodyOf(next: () => number): string {
  if (next() < 0.2) return jsonOf(next, 4);
  const count = 1 + Math.floor(next() * 5);
  const key = () => JSON.stringify(KEYS[Math.floor(next() * KEYS.length)]);
  return `{${Array.from({ length: count }, () => `${key()}:${jsonOf(next, 3)}`).join(',')}}`;
}

/** A path segment: encoded controls and separators, or a raw invalid percent escape. */
const SEGMENTS = ['x', '%00', 'a%00b', '%0d%0a', '%E2%80%AE', '%ff', '%', '..%2f..', 'totp', 'email', 'a'.repeat(300)];
const segmentOf = (next: () => number): string => SEGMENTS[Math.floor(next() * SEGMENTS.length)] as string;

function pathFor(endpoint: EndpointDef, next: () => number): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, () => segmentOf(next));
}

const CASES_PER_ENDPOINT = 4;

/** Every endpoint of the contract table, logged in and out, with generated hostile input: never a 500. */
describe('generated input over every endpoint', () => {
  const t = useTestApp();
  let ip = 1;

  const send = (browser: TestBrowser, endpoint: EndpointDef, next: () => number): Promise<LightMyRequestResponse> => {
    const hasBody = endpoint.method !== 'GET';
    return t.app.inject({
      method: endpoint.method,
      url: pathFor(endpoint, next),
      remoteAddress: `10.8.${Math.floor(ip / 250)}.${ip++ % 250}`,
      ...(hasBody ? { payload: bodyOf(next) } : {}),
      headers: {
        host: browser.host,
        origin: `http://${browser.host}`,
        'x-csrf-token': browser.cookieValue('__Host-vs-csrf') ?? '',
        cookie: browser.cookie,
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
    });
  };

  for (const loggedIn of [false, true]) {
    const cases = `${endpointTable().length} endpoints × ${CASES_PER_ENDPOINT} seeded cases`;
    it(`answers no 500 ${loggedIn ? 'logged in' : 'logged out'} (${cases})`, async () => {
      const failures: string[] = [];
      for (const [index, endpoint] of endpointTable().entries()) {
        // A fresh browser per endpoint: an earlier case may have logged out or closed the account.
        const browser = loggedIn
          ? (await loggedInMember(t.app, t.db, `generated.${index}@example.com`)).browser
          : await new TestBrowser(t.app, 'localhost', {}, `10.9.0.${index}`).open();
        for (let n = 0; n < CASES_PER_ENDPOINT; n++) {
          const seed = index * 1000 + n + (loggedIn ? 500 : 0);
          const response = await send(browser, endpoint, random(seed));
          if (response.statusCode >= 500)
            failures.push(`${endpoint.method} ${endpoint.path} seed ${seed}: ${response.statusCode}`);
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
