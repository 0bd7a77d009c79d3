import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oidcClients } from '../../db/schema';
import { DEMO_WEB_CLIENT_SECRET } from '../../db/seed/demo-oidc';
import { useTestApp } from '../../test/use-test-app';
import { openOtpSecret } from '../mfa/otp-secret-seal';
import { demoWebAuthenticates } from './client-secret.test-kit';
import { openOidcSecret } from './oidc-seal';
import { resealOidcSecrets } from './oidc-secrets-reseal';

describe("OIDC clients' secrets at rest", () => {
  const t = useTestApp();
  const demoWeb = and(eq(oidcClients.storeId, 'demo'), eq(oidcClients.clientId, 'demo-web'));
  const rowOf = async () => (await t.db.database.db.select().from(oidcClients).where(demoWeb))[0];

  it('keeps a confidential client’s secret sealed under its own key; the client still authenticates', async () => {
    const row = await rowOf();
    expect(row?.metadata['client_secret']).toBeUndefined();
    expect(JSON.stringify(row)).not.toContain(DEMO_WEB_CLIENT_SECRET);
    await expect(openOtpSecret(t.db.database.db, row?.clientSecretSealed ?? '')).rejects.toThrow();
    expect(await openOidcSecret(t.db.database.db, 'oidc-client-secrets', row?.clientSecretSealed ?? '')).toBe(
      DEMO_WEB_CLIENT_SECRET,
    );
    expect(await demoWebAuthenticates(t.app, DEMO_WEB_CLIENT_SECRET)).toBe(true);
    expect(await demoWebAuthenticates(t.app, 'not-the-secret')).toBe(false);
  });

  it('seals a secret written into the metadata in the clear at the next boot, and it keeps working', async () => {
    const db = t.db.database.db;
    const row = await rowOf();
    await db
      .update(oidcClients)
      .set({ metadata: { ...row?.metadata, client_secret: 'a-new-secret-of-the-store' }, clientSecretSealed: null })
      .where(demoWeb);
    expect(await demoWebAuthenticates(t.app, 'a-new-secret-of-the-store')).toBe(true);
    expect((await resealOidcSecrets(db)).clientSecrets).toBe(1);
    expect((await resealOidcSecrets(db)).clientSecrets).toBe(0);
    const sealed = await rowOf();
    expect(JSON.stringify(sealed)).not.toContain('a-new-secret-of-the-store');
    expect(await demoWebAuthenticates(t.app, 'a-new-secret-of-the-store')).toBe(true);
  });
});
