import type { Language } from '../../http/language';

type Wording = Readonly<Record<Language, string>>;

/** What the consent calls answer in words. */
export const consentMessages = {
  /** Spec 001 §8 "INVALID_REQUEST" of the policy re-consent: the page shows its 'terms changed' modal. */
  policyChanged: {
    ja: '規約が更新されました。内容をご確認のうえ、再度同意してください。',
    en: 'The terms have changed. Please review them and agree again.',
  },
} as const satisfies Record<string, Wording>;
