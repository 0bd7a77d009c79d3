// A secondary entry (`@vs/ui/signup`): the sign-up steps /signup (signup) and /oidc/signup
// (oidc-interaction) share, so both areas run one e-mail step and one PIN step over the same sign-up
// service. Each piece takes its area's calls and paths; texts are in the `signup` namespace.
export { signupFailures, registrationFailures, sendFailures, pinFailures } from './failures';
export { SignupPage, type SignupPageProps } from './signup-page';
export { SignupEmailStep, type SignupEmailStepProps } from './email-step';
export { SignupPinCodeStep, type SignupPinCodeStepProps } from './pin-code-step';
