import type { UserIdentifier } from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { storeAccountSettings } from '../../db/schema';
import { recentPerStore } from './recent-store-settings';

export type AccountSettings = Omit<typeof storeAccountSettings.$inferSelect, 'storeId'>;

/**
 * A store without a row (seeded before My Page existed) gets the table's defaults: images on, no
 * external identities.
 */
const defaults: AccountSettings = { isProfileImageEnabled: true, externalIdentities: [], withdrawalSurvey: null };

/** What My Page offers in this store beyond sign-up's settings. */
export async function accountSettingsOf(db: Db, storeId: string): Promise<AccountSettings> {
  const [row] = await db.select().from(storeAccountSettings).where(eq(storeAccountSettings.storeId, storeId)).limit(1);
  if (!row) return defaults;
  const { storeId: ownerStoreId, ...settings } = row;
  return settings;
}

/** {@link accountSettingsOf} up to a few seconds old, for the screen data every member page view asks for. */
export const recentAccountSettingsOf = recentPerStore(accountSettingsOf);

/** The login pages' provider buttons (spec 000 §3 `userIdentifierList`): the store's enabled providers, in order. */
export async function userIdentifierListOf(app: FastifyInstance, storeId: string): Promise<UserIdentifier[]> {
  const { externalIdentities } = await recentAccountSettingsOf(app, storeId);
  return externalIdentities.map(({ type, name }) => ({ userIdentifierType: type, userIdentifierName: name }));
}
