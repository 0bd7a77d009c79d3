import { array, boolean, number, object, string, type BooleanSchema } from 'yup';
import { POLICY_READ_THRESHOLD_PX } from './constants';
import { messages } from './messages';

function mustBeTrue(message: string): BooleanSchema<boolean> {
  return boolean().typeError(message).required(message).oneOf([true], message);
}

/** One policy's consent checkbox: '同意が必須です。'. */
export function policyConsentSchema(): BooleanSchema<boolean> {
  return mustBeTrue(messages.policy.required);
}

/** Every listed policy (keyed by policy key) must be checked. */
export function policyConsentsSchema(policyKeys: readonly string[]) {
  return object(Object.fromEntries(policyKeys.map((key) => [key, policyConsentSchema()])));
}

/** Signup's agreement to the terms. */
export function signupTermsSchema(): BooleanSchema<boolean> {
  return mustBeTrue(messages.policy.signupTermsRequired);
}

/** Withdrawal confirmation checkbox: '同意は必須です'. */
export function withdrawalConsentSchema(): BooleanSchema<boolean> {
  return mustBeTrue(messages.withdrawal.consentRequired);
}

export interface ScrollBox {
  readonly scrollTop: number;
  readonly clientHeight: number;
  readonly scrollHeight: number;
}

/**
 * An internal policy counts as read once scrolled to within 10 px of its end; a policy that fits
 * without scrolling counts as read at once (spec 001 §5).
 */
export function isPolicyReadToEnd(box: ScrollBox): boolean {
  return box.scrollHeight - box.clientHeight - box.scrollTop <= POLICY_READ_THRESHOLD_PX;
}

/** The shape of `policyConsentData` (spec 001 §7): a list of { policyId, revision, key }. */
export function policyConsentDataSchema() {
  return array(
    object({
      policyId: string().required().max(20),
      revision: number().integer().required(),
      key: string().required().max(100),
    }),
  )
    .max(50)
    .default([]);
}
