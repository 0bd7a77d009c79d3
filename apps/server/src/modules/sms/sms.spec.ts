import type { DevSmsOutbox } from '@vs/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { offeredFactorTypesOf } from '../store/store-login-settings';

describe('SMS outbox', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.close());

  it('keeps messages per store, serves them at /dev/sms.json by number, and offers the SMS factor', async () => {
    const app = await buildTestApp(db.database);
    try {
      await app.sms?.send({ storeId: 'demo', to: '09011112222', body: 'first' });
      await app.sms?.send({ storeId: 'demo', to: '09033334444', body: 'second' });
      await app.sms?.send({ storeId: 'second', to: '09011112222', body: 'other store' });
      const all = (await app.inject({ url: '/dev/sms.json', headers: { host: 'localhost' } })).json<DevSmsOutbox>();
      expect(all.messages.map((m) => m.body)).toEqual(['second', 'first']);
      const one = (
        await app.inject({ url: '/dev/sms.json?to=09011112222', headers: { host: 'localhost' } })
      ).json<DevSmsOutbox>();
      expect(one.messages).toMatchObject([{ to: '09011112222', body: 'first' }]);
      expect(await offeredFactorTypesOf(app, 'demo')).toEqual(['Email', 'SMS', 'OTP']);
    } finally {
      await app.close();
    }
  });

  it('without an outbox (production with no provider) serves no outbox and offers no SMS factor', async () => {
    const app = await buildTestApp(db.database, { SMS_OUTBOX: '0' });
    try {
      expect(app.sms).toBeNull();
      expect((await app.inject({ url: '/dev/sms.json', headers: { host: 'localhost' } })).statusCode).toBe(404);
      expect(await offeredFactorTypesOf(app, 'demo')).toEqual(['Email', 'OTP']);
    } finally {
      await app.close();
    }
  });
});
