import { and, eq, sql as sqlTemplate } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { migrateAndSeed } from '../migrate';
import { oidcClients, oidcPrecautions, oidcScopes, stores } from '../schema';

describe('the OIDC part of the demo seed on a database in use', () => {
  let db: TestDatabase;
  const sql = () => db.database.db;
  const clientIds = async () =>
    (await sql().select().from(oidcClients).where(eq(oidcClients.storeId, 'demo'))).map((row) => row.clientId).sort();
  const scopeKeys = async () =>
    (await sql().select().from(oidcScopes).where(eq(oidcScopes.storeId, 'demo'))).map((row) => row.scopeKey).sort();
  const precautionLanguages = async () =>
    (await sql().select().from(oidcPrecautions).where(eq(oidcPrecautions.storeId, 'demo')))
      .map((row) => row.language)
      .sort();
  const statusOf = async (id: string) =>
    (await sql().select({ status: stores.status }).from(stores).where(eq(stores.id, id)))[0]?.status;

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateAndSeed(db.database, { demoData: true });
  });
  afterAll(async () => db.close());

  it('adds the clients, scopes, precautions and isOidcEnabled to a demo database made before them', async () => {
    // What a `.data/` folder from before the OpenID Connect provider holds: the stores, none of their OIDC rows,
    // no flag.
    await sql().delete(oidcClients);
    await sql().delete(oidcScopes);
    await sql().delete(oidcPrecautions);
    await sql()
      .update(stores)
      .set({ status: sqlTemplate`${stores.status} - 'isOidcEnabled'` })
      .where(eq(stores.id, 'demo'));
    const oldStatus = await statusOf('demo');
    expect(oldStatus).not.toHaveProperty('isOidcEnabled');

    await migrateAndSeed(db.database, { demoData: true });
    expect(await clientIds()).toEqual(['demo-spa', 'demo-web']);
    expect(await scopeKeys()).toEqual(['email', 'membership', 'offline_access', 'openid', 'profile']);
    expect(await precautionLanguages()).toEqual(['en', 'ja']);
    expect(await statusOf('demo')).toMatchObject({ ...oldStatus, isOidcEnabled: true });
    // The second store has no OIDC seed and says isOidcEnabled: false: nothing of it changes.
    expect(await statusOf('second')).toMatchObject({ isOidcEnabled: false });
    expect(await sql().select().from(oidcClients).where(eq(oidcClients.storeId, 'second'))).toEqual([]);
  });

  it("keeps the store's own changes (renamed, removed, switched off); a second boot adds nothing", async () => {
    await sql()
      .update(oidcClients)
      .set({ clientName: 'Our own app' })
      .where(and(eq(oidcClients.storeId, 'demo'), eq(oidcClients.clientId, 'demo-web')));
    await sql().delete(oidcClients).where(eq(oidcClients.clientId, 'demo-spa'));
    await sql().delete(oidcScopes).where(eq(oidcScopes.scopeKey, 'offline_access'));
    await sql().delete(oidcPrecautions).where(eq(oidcPrecautions.language, 'en'));
    await sql()
      .update(stores)
      .set({ status: sqlTemplate`${stores.status} || '{"isOidcEnabled": false}'::jsonb` })
      .where(eq(stores.id, 'demo'));

    await migrateAndSeed(db.database, { demoData: true });
    await migrateAndSeed(db.database, { demoData: true });
    const [webApp] = await sql().select().from(oidcClients).where(eq(oidcClients.storeId, 'demo'));
    expect(await clientIds()).toEqual(['demo-web']);
    expect(webApp?.clientName).toBe('Our own app');
    expect(await scopeKeys()).toEqual(['email', 'membership', 'openid', 'profile']);
    expect(await precautionLanguages()).toEqual(['ja']);
    expect(await statusOf('demo')).toMatchObject({ isOidcEnabled: false });
  });

  it('does not bring the demo clients back to a store that removed every client', async () => {
    await sql()
      .update(stores)
      .set({ status: sqlTemplate`${stores.status} || '{"isOidcEnabled": true}'::jsonb` })
      .where(eq(stores.id, 'demo'));
    await sql().delete(oidcClients).where(eq(oidcClients.storeId, 'demo'));
    await sql().delete(oidcScopes).where(eq(oidcScopes.storeId, 'demo'));

    await migrateAndSeed(db.database, { demoData: true });
    expect(await clientIds()).toEqual([]);
    expect(await scopeKeys()).toEqual([]);
    expect(await statusOf('demo')).toMatchObject({ isOidcEnabled: true });
  });
});
