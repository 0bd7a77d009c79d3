import type { StoreSettingData } from '@vs/contract';
import type { StoreRecord } from './store.repository';

/** The row already holds the contract's nested shapes (jsonb), so this only picks the fields. */
export function toStoreSettingData(store: StoreRecord): StoreSettingData {
  return {
    storeId: store.id,
    serviceName: store.serviceName,
    serviceDescription: store.serviceDescription,
    theme: store.theme,
    gtmId: store.gtmId,
    images: store.images,
    colors: store.colors,
    footers: store.footers,
    enablePoweredByPvs: store.enablePoweredByPvs,
    authCodeSetting: store.authCodeSetting,
    smtpDomain: store.smtpDomain,
    status: store.status,
  };
}
