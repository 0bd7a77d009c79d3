import type { EnablableMultiFactorType, LoginType } from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { storeLoginSettings } from '../../db/schema';
import { recentPerStore } from './recent-store-settings';

export interface StoreLoginSettings {
  readonly isEnabledAuthCode: boolean;
  readonly defaultLoginType: LoginType;
  readonly isRecaptchaEnabled: boolean;
  readonly multiFactorTypes: readonly EnablableMultiFactorType[];
}

/** A store without a row gets the schema's defaults. */
const DEFAULTS: StoreLoginSettings = {
  isEnabledAuthCode: true,
  defaultLoginType: 'password',
  isRecaptchaEnabled: false,
  multiFactorTypes: ['Email', 'SMS', 'OTP'],
};

/** Spec 000 §3 "Login page settings". */
export async function storeLoginSettingsOf(db: Db, storeId: string): Promise<StoreLoginSettings> {
  const [row] = await db.select().from(storeLoginSettings).where(eq(storeLoginSettings.storeId, storeId)).limit(1);
  return row ?? DEFAULTS;
}

/** {@link storeLoginSettingsOf} up to a few seconds old, for every login. */
export const recentStoreLoginSettingsOf = recentPerStore(storeLoginSettingsOf);

/** Of the second factors in `settings`, those this server can deliver (no SMS without a sender). */
export function deliverableFactorTypes(
  app: FastifyInstance,
  { multiFactorTypes }: StoreLoginSettings,
): EnablableMultiFactorType[] {
  return multiFactorTypes.filter((type) => type !== 'SMS' || app.sms !== null);
}

/** The second factors the store offers that this server can deliver, from the settings as they are now. */
export async function offeredFactorTypesOf(app: FastifyInstance, storeId: string): Promise<EnablableMultiFactorType[]> {
  return deliverableFactorTypes(app, await storeLoginSettingsOf(app.db, storeId));
}
