// A secondary entry (`@vs/ui/form`), kept out of `@vs/ui`'s index because useMessage reads the
// validation lib (yup): through the main index it reached the shell's bundle (+27 KB on /plans).
// What every form page of a remote (sign-up, login, My Page) shares: layout rhythm, the page-level
// alert, first-error focus, following a server's redirectTo, and turning message keys into text.
export { focusFirstError } from './focus-first-error';
export { FormPage, type FormPageProps } from './form-page';
export { PageAlert } from './page-alert';
export { actionsCss, formCss, leadCss, noteCss, pageCss } from './page-styles';
export { submitOrFocus } from './submit-or-focus';
export { useFollow } from './use-follow';
export { useMessage } from './use-message';
export { useFirstErrorFocus } from './use-first-error-focus';
export { NewPasswordFields, type NewPasswordFieldsProps, type PasswordBinding } from './new-password-fields';
export { useServerFieldErrors, type ClientFieldErrors, type ServerFieldErrors } from './use-server-field-errors';
export { EmailField, type EmailFieldProps } from './email-field';
export { useFailureText, type FailureCatalogue, type FailureText } from './failure-text';
export { useFormPage, type FormPageForm, type FormPageOptions, type Refusal } from './use-form-page';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { useCodeRefusal, type CodeRefusal } from './use-code-refusal';
