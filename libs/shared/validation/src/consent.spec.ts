import { describe, expect, it } from 'vitest';
import { isPolicyReadToEnd, policyConsentsSchema, signupTermsSchema, withdrawalConsentSchema } from './consent';
import { messages } from './messages';
import { firstError, formErrors } from './test-helpers';

describe('consents', () => {
  it('every policy must be checked', () => {
    const s = policyConsentsSchema(['terms', 'privacy']);
    expect(formErrors(s, { terms: true, privacy: false })).toEqual({ privacy: messages.policy.required });
    expect(formErrors(s, { terms: true })).toEqual({ privacy: messages.policy.required });
    expect(formErrors(s, { terms: true, privacy: true })).toEqual({});
  });

  it('signup terms and withdrawal consent', () => {
    expect(firstError(signupTermsSchema(), false)).toBe(messages.policy.signupTermsRequired);
    expect(firstError(withdrawalConsentSchema(), false)).toBe(messages.withdrawal.consentRequired);
    expect(firstError(withdrawalConsentSchema(), undefined)).toBe(messages.withdrawal.consentRequired);
    expect(firstError(withdrawalConsentSchema(), true)).toBeNull();
  });

  it('a policy is read within 10 px of its end, or when it fits', () => {
    expect(isPolicyReadToEnd({ scrollTop: 0, clientHeight: 300, scrollHeight: 300 })).toBe(true);
    expect(isPolicyReadToEnd({ scrollTop: 690, clientHeight: 300, scrollHeight: 1000 })).toBe(true);
    expect(isPolicyReadToEnd({ scrollTop: 689, clientHeight: 300, scrollHeight: 1000 })).toBe(false);
    expect(isPolicyReadToEnd({ scrollTop: 699.5, clientHeight: 300, scrollHeight: 1000 })).toBe(true);
  });
});
