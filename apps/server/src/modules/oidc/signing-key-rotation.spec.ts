import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oidcSigningKeys } from '../../db/schema';
import { testClock } from '../../test/browser';
import { loggedInMember } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { openOtpSecret, sealOtpSecret } from '../mfa/otp-secret-seal';
import { authorizeUrl, authorizeWithConsent, follow, pkce, tokenOf } from './oidc-flow.test-kit';
import {
  NEXT_KEY_PUBLISHED_HOURS,
  RETIRED_KEY_PUBLISHED_DAYS,
  rotateDueSigningKeys,
  rotateSigningKeys,
  SIGNING_KEY_ROTATION_DAYS,
  signingKeySetOf,
} from './oidc-keys';
import { openOidcSecret } from './oidc-seal';
import { resealOidcSecrets } from './oidc-secrets-reseal';
import { rotateSigningKeysNow } from './rotate-signing-keys-command';
import { kidOf, publishedKeysOf, verifiesWith } from './signing-keys.test-kit';

const SCOPES = ['openid', 'membership', 'profile', 'email'];
const DAY_MS = 24 * 60 * 60_000;

describe('OIDC signing keys: rotation with overlap, sealed under their own key', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });
  const stateOf = async (storeId: string) =>
    Object.fromEntries(
      (await t.db.database.db.select().from(oidcSigningKeys).where(eq(oidcSigningKeys.storeId, storeId))).map((row) => [
        String(row.kid),
        row.state,
      ]),
    );

  it('rotates next → current → retired; the JWKS publishes each in time and old tokens still verify', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'key-rotation@example.com');
    const before = await authorizeWithConsent(t.app, browser, SCOPES);
    const first = await stateOf('demo');
    const firstCurrent = Object.keys(first).find((kid) => first[kid] === 'current') ?? '';
    const firstNext = Object.keys(first).find((kid) => first[kid] === 'next') ?? '';
    expect(Object.values(first).sort()).toEqual(['current', 'next']);
    // The current key signs; the next one is published before it ever signs.
    expect(kidOf(before.id_token)).toBe(firstCurrent);
    const jwks = await publishedKeysOf(t.app);
    expect(jwks.map((key) => key.kid)).toEqual([firstCurrent, firstNext]);
    expect(jwks.every((key) => key.kty === 'RSA' && key.d === undefined)).toBe(true);

    clock.advance(DAY_MS);
    expect(await rotateSigningKeys(t.db.database.db, 'demo', clock.now())).toBe(true);
    t.app.forgetOidcProviders('demo');
    const second = await stateOf('demo');
    const secondNext = Object.keys(second).find((kid) => second[kid] === 'next') ?? '';
    expect(second[firstCurrent]).toBe('retired');
    expect(second[firstNext]).toBe('current');
    const rotated = await publishedKeysOf(t.app);
    expect(rotated.map((key) => key.kid)).toEqual([firstNext, secondNext, firstCurrent]);
    // A relying party refreshing its JWKS still accepts what the retired key signed.
    expect(verifiesWith(before.id_token, rotated)).toBe(true);
    // Consent given already: the authorization goes straight back to the client.
    const flow = pkce();
    const callback = new URL(await follow(browser, authorizeUrl(flow.challenge, { scope: SCOPES.join(' ') })));
    const after = await tokenOf(t.app, String(callback.searchParams.get('code')), flow.verifier);
    expect(kidOf(after.id_token)).toBe(firstNext);
    // ... and one holding the JWKS of before the rotation accepts what the new current key signs.
    expect(verifiesWith(after.id_token, jwks)).toBe(true);

    // Past its publication window a retired key goes, at the next rotation.
    clock.advance((RETIRED_KEY_PUBLISHED_DAYS + 1) * DAY_MS);
    expect(await rotateSigningKeys(t.db.database.db, 'demo', clock.now())).toBe(true);
    t.app.forgetOidcProviders('demo');
    const third = await stateOf('demo');
    expect(third[firstCurrent]).toBeUndefined();
    expect(third[firstNext]).toBe('retired');
    expect((await publishedKeysOf(t.app)).map((key) => key.kid)).not.toContain(firstCurrent);
    expect(verifiesWith(after.id_token, await publishedKeysOf(t.app))).toBe(true);
  });

  it('rotates on schedule only when the current key is due and the next one published long enough', async () => {
    const db = t.db.database.db;
    const start = clock.now();
    await signingKeySetOf(db, 'demo', start);
    const [current] = await db.select().from(oidcSigningKeys).where(eq(oidcSigningKeys.state, 'current'));
    const since = current?.activatedAt ?? start;
    expect(
      await rotateDueSigningKeys(db, new Date(since.getTime() + (SIGNING_KEY_ROTATION_DAYS - 1) * DAY_MS)),
    ).toEqual([]);
    const due = new Date(since.getTime() + SIGNING_KEY_ROTATION_DAYS * DAY_MS);
    expect(await rotateDueSigningKeys(db, due)).toEqual(['demo']);
    expect(await rotateDueSigningKeys(db, new Date(due.getTime() + DAY_MS))).toEqual([]);
  });

  it('rotates on the operator’s command and reports the published keys', async () => {
    const before = await stateOf('demo');
    const [line] = await rotateSigningKeysNow(t.app, ['demo']);
    const after = await stateOf('demo');
    const next = Object.keys(before).find((kid) => before[kid] === 'next') ?? '';
    expect(after[next]).toBe('current');
    expect(line).toMatch(new RegExp(`^demo: ${next} \\(current\\), \\S+ \\(next\\), .*\\(retired\\)$`));
  });

  it('keeps private keys at rest only sealed under their own key: the OTP sealing key opens none', async () => {
    const db = t.db.database.db;
    const rows = await db.select().from(oidcSigningKeys);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // Only the seal's base64url parts: no JSON (a plain JWK has quotes and braces) is ever stored.
      expect(row.sealedJwk).toMatch(/^v1(\.[\w-]+){3}$/);
      await expect(openOtpSecret(db, row.sealedJwk)).rejects.toThrow();
      expect(JSON.parse(await openOidcSecret(db, 'oidc-signing-keys', row.sealedJwk))).toMatchObject({ kid: row.kid });
    }
  });

  it('moves a key stored before rotation to its own seal, keeping it current with its kid', async () => {
    const db = t.db.database.db;
    // What the provider stored before rotation: one row per store, sealed under the OTP key itself.
    const legacy = { kty: 'RSA', kid: 'second-legacy', use: 'sig', ...(await legacyJwk()) };
    await db.insert(oidcSigningKeys).values({
      storeId: 'second',
      sealedJwk: await sealOtpSecret(db, JSON.stringify(legacy)),
      activatedAt: new Date(clock.now().getTime() - 2 * SIGNING_KEY_ROTATION_DAYS * DAY_MS),
    });
    expect((await resealOidcSecrets(db)).signingKeys).toBe(1);
    expect((await resealOidcSecrets(db)).signingKeys).toBe(0);
    const [row] = await db.select().from(oidcSigningKeys).where(eq(oidcSigningKeys.storeId, 'second'));
    expect(row).toMatchObject({ kid: 'second-legacy', state: 'current' });
    await expect(openOtpSecret(db, row?.sealedJwk ?? '')).rejects.toThrow();
    // Old enough to rotate, but a next key is published first and signs only a day later.
    const now = clock.now().getTime();
    expect(await rotateDueSigningKeys(db, new Date(now))).not.toContain('second');
    const set = await signingKeySetOf(db, 'second', new Date(now));
    expect(set.states.map((key) => key.state)).toEqual(['current', 'next']);
    expect(set.keys[0]).toMatchObject({ kid: 'second-legacy', n: legacy.n });
    const hour = 60 * 60_000;
    expect(await rotateDueSigningKeys(db, new Date(now + (NEXT_KEY_PUBLISHED_HOURS - 1) * hour))).not.toContain(
      'second',
    );
    expect(await rotateDueSigningKeys(db, new Date(now + NEXT_KEY_PUBLISHED_HOURS * hour))).toContain('second');
  });
});

async function legacyJwk() {
  const { generateKeyPairSync } = await import('node:crypto');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ format: 'jwk' }) as { n: string };
}
