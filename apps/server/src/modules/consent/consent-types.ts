import { consentTypes, type ConsentType, type StoreStatus } from '@vs/contract';

export function isConsentType(value: unknown): value is ConsentType {
  return typeof value === 'string' && (consentTypes as readonly string[]).includes(value);
}

/** Each consent screen exists only while the store's status switches it on. */
export function isConsentTypeEnabled(status: StoreStatus, type: ConsentType): boolean {
  return type === 'newsletter' ? status.isNewsletterEnabled : status.isPrivacyEnabled;
}
