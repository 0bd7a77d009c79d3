import { catalogueTexts } from '@vs/catalogue';

/** What the consent calls answer in words. */
export const consentMessages = catalogueTexts({
  /** Spec 001 §8 "INVALID_REQUEST" of the policy re-consent: the page shows its 'terms changed' modal. */
  policyChanged: 'consent:errors.policyChanged',
});
