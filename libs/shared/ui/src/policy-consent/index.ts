// The policy consent of sign-up's policy and e-mail steps and My Page's re-consent (spec 001 §5
// "Survey and policy"), re-exported by `@vs/ui`'s index. It imports neither the validation lib nor
// `@vs/ui/form`: the page passes the shared schema and its texts, so yup stays out of the shell.
export { PolicyConsentList, type PolicyConsentLabels, type PolicyConsentListProps } from './policy-consent-list';
export { usePolicyConsent, type PolicyConsentsSchemaOf, type PolicyConsentState } from './use-policy-consent';
