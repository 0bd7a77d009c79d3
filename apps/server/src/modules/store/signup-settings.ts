import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recentPerStore } from './recent-store-settings';
import { storeSignupSettings } from '../../db/schema';

export type SignupSettings = Omit<typeof storeSignupSettings.$inferSelect, 'storeId'>;

/**
 * A store with no row (one seeded before sign-up existed) asks for the e-mail and password only,
 * with policies on the e-mail step: the smallest form that still works.
 */
export const defaultSignupSettings: SignupSettings = {
  fieldRules: {},
  genderInputType: 'Radio',
  disallowUnknownGender: false,
  passwordStrength: 'default',
  isEnabledUserId: false,
  showPolicyFirst: false,
  customAssociatedInfo: [],
};

export async function signupSettingsOf(db: Db, storeId: string): Promise<SignupSettings> {
  const [row] = await db.select().from(storeSignupSettings).where(eq(storeSignupSettings.storeId, storeId)).limit(1);
  if (!row) return defaultSignupSettings;
  // The settings without the key they are stored under.
  const { storeId: ownerStoreId, ...settings } = row;
  return settings;
}

/** {@link signupSettingsOf} up to a few seconds old, for every login. */
export const recentSignupSettingsOf = recentPerStore(signupSettingsOf);
