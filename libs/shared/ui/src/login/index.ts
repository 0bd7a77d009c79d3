// A secondary entry (`@vs/ui/login`): the login pieces /login (auth-login) and /oidc/login
// (oidc-interaction) share, so both areas run one login form, one second-factor page and one code
// page over the same login service. Each piece takes its area's calls and paths; texts are in the
// `auth` namespace, which both remotes load.
export { withBotCheck } from './bot-check';
export { loginFailures, authFailures, sendFailures } from './failures';
export { useResend, type Resend } from './use-resend';
export { enabledModes, initialMode } from './login-mode';
export { ModeTabs, modeTabId, type ModeTabsProps } from './mode-tabs';
export { LoginModes, type LoginModesProps } from './login-modes';
export { PasswordLoginForm, type PasswordLoginFormProps } from './password-login-form';
export { CodeRequestForm, type CodeRequestFormProps } from './code-request-form';
export { LoginCodePage, type LoginCodePageProps } from './login-code-page';
export { MultiFactorChoicePage, type MultiFactorChoicePageProps } from './multi-factor-choice';
export { MultiFactorEntryPage, type MultiFactorEntryPageProps } from './multi-factor-entry-page';
export { MultiFactorEntryForm, type VerifyMultiFactor } from './multi-factor-entry-form';
export { valueRulesOf, type ValueRules } from './value-rules';
export { ExternalLoginButtons, externalLoginFailedIn, type ExternalLoginButtonsProps } from './external-login-buttons';
