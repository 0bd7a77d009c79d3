import { endpoints, type DevBillingRunAnswer, type DevClockAnswer } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { TestBrowser } from '../test/browser';
import { createTestDatabase, type TestDatabase } from '../test/database';

const DAY_MS = 86_400_000;

describe('the development clock and billing run', () => {
  let db: TestDatabase;
  let plain: FastifyInstance;
  let dev: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    plain = await buildTestApp(db.database);
    dev = await buildTestApp(db.database, { DEV_FIXTURES: '1' });
  });
  afterAll(async () => {
    await plain.close();
    await dev.close();
    await db.close();
  });

  it('do not exist without DEV_FIXTURES=1 or the demo, and the clock cannot move there', async () => {
    const browser = await new TestBrowser(plain).open();
    expect((await browser.post(endpoints.devClock.path, { advanceDays: 30 })).statusCode).toBe(404);
    expect((await browser.post(endpoints.devBillingRun.path, {})).statusCode).toBe(404);
    expect(plain.movableClock).toBeNull();
  });

  it('move the server clock forward by days, and back to the real time', async () => {
    const browser = await new TestBrowser(dev).open();
    const before = Date.now();
    const moved = (await browser.post(endpoints.devClock.path, { advanceDays: 30 })).json<DevClockAnswer>();
    expect(new Date(moved.now).getTime()).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(dev.now().getTime() - Date.now()).toBeGreaterThan(29 * DAY_MS);
    const reset = (await browser.post(endpoints.devClock.path, { reset: true })).json<DevClockAnswer>();
    expect(Math.abs(new Date(reset.now).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await browser.post(endpoints.devClock.path, { advanceDays: -1 })).statusCode).toBe(400);
  });

  it('run the billing job and the reconciler once, answering what they did', async () => {
    const browser = await new TestBrowser(dev).open();
    const answer = await browser.post(endpoints.devBillingRun.path, {});
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<DevBillingRunAnswer>()).toEqual({
      charged: 0,
      failed: 0,
      unknown: 0,
      cancelled: 0,
      reconciled: 0,
    });
  });
});
