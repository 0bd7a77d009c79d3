import type { FastifyInstance } from 'fastify';
import { oidcSigningKeys } from '../../db/schema';
import { rotateSigningKeys, signingKeySetOf } from './oidc-keys';

/** The operator's command (docs/deploy.md "OIDC signing keys"): its name after `main.mjs`. */
export const ROTATE_SIGNING_KEYS_COMMAND = 'rotate-oidc-signing-keys';

/**
 * Rotates now the keys of the named stores (all that sign, when none is named): the published next
 * key signs, the current one retires and stays published, a new next key is published. Running
 * servers pick the change up within PROVIDER_MAX_AGE_MS (provider-mount.ts). Answers one line per store.
 */
export async function rotateSigningKeysNow(app: FastifyInstance, named: readonly string[]): Promise<string[]> {
  const storeIds =
    named.length > 0
      ? [...named]
      : [
          ...new Set(
            (await app.db.select({ storeId: oidcSigningKeys.storeId }).from(oidcSigningKeys)).map((row) => row.storeId),
          ),
        ];
  const lines: string[] = [];
  for (const storeId of storeIds) {
    await signingKeySetOf(app.db, storeId, app.now());
    await rotateSigningKeys(app.db, storeId, app.now());
    const { states } = await signingKeySetOf(app.db, storeId, app.now());
    lines.push(`${storeId}: ${states.map((key) => `${key.kid} (${key.state})`).join(', ')}`);
  }
  return lines;
}
