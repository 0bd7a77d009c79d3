import type { PolicyConsent, PolicyView } from '@vs/contract';
import { useCallback, useMemo, useState } from 'react';

/**
 * The shape of `policyConsentsSchema` from @vs/validation, which the page passes in: imported here,
 * the validation lib (yup) would reach every bundle that imports `@vs/ui` (see `@vs/ui/form`).
 */
export type PolicyConsentsSchemaOf = (policyKeys: readonly string[]) => {
  validateSyncAt(path: string, value: unknown): unknown;
};

export interface PolicyConsentState {
  readonly policies: readonly PolicyView[];
  /** policy key → scrolled to the end (external policies count as read). */
  readonly read: Readonly<Record<string, boolean>>;
  readonly checked: Readonly<Record<string, boolean>>;
  /** policy key → message key, after a validation. */
  readonly errors: Readonly<Record<string, string>>;
  /** Every internal policy scrolled to its end: the agree button works. */
  readonly allRead: boolean;
  readonly markRead: (key: string) => void;
  readonly setChecked: (key: string, value: boolean) => void;
  /** Checks "every policy ticked" with the shared schema; sets the errors; true when all are. */
  readonly validate: () => boolean;
  readonly consentData: readonly PolicyConsent[];
}

/**
 * The consent rules of spec 001 §5 "Survey and policy", for sign-up's policy and e-mail steps and
 * My Page's re-consent: an internal policy's box must be scrolled to within 10 px of its end before
 * its checkbox works, and every policy must be ticked ('同意が必須です。'). External policies open
 * their link and can be ticked at once.
 */
export function usePolicyConsent(
  policies: readonly PolicyView[],
  schemaOf: PolicyConsentsSchemaOf,
): PolicyConsentState {
  const [read, setRead] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(policies.map((p) => [p.key, p.isExternal])),
  );
  const [checked, setCheckedState] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const markRead = useCallback((key: string) => setRead((prev) => (prev[key] ? prev : { ...prev, [key]: true })), []);
  const setChecked = useCallback((key: string, value: boolean) => {
    setCheckedState((prev) => ({ ...prev, [key]: value }));
    if (value) setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => k !== key)));
  }, []);

  const schema = useMemo(() => schemaOf(policies.map((p) => p.key)), [schemaOf, policies]);
  const validate = useCallback(() => {
    const values = Object.fromEntries(policies.map((p) => [p.key, checked[p.key] === true]));
    const next: Record<string, string> = {};
    for (const policy of policies) {
      try {
        schema.validateSyncAt(policy.key, values);
      } catch (error) {
        next[policy.key] = (error as Error).message;
      }
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  }, [policies, checked, schema]);

  const consentData = useMemo(
    () => policies.map(({ policyId, revision, key }) => ({ policyId, revision, key })),
    [policies],
  );
  const allRead = policies.every((p) => read[p.key] === true);
  return { policies, read, checked, errors, allRead, markRead, setChecked, validate, consentData };
}
