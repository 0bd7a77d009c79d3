// A secondary entry (`@vs/ui/form`), kept out of `@vs/ui`'s index because useMessage reads the
// validation lib (yup): through the main index it reached the shell's bundle (+27 KB on /plans).
// What every form page of a remote (sign-up, login, My Page) shares: the submit scaffold
// (useFormPage: formik, server field errors, the page-level failure, first-error focus), the one
// rule for failure texts (useFailureText), layout rhythm, the page alert, the shared fields, following
// a server's redirectTo, and turning message keys into text. The scaffold's parts (submitOrFocus,
// useFirstErrorFocus, useServerFieldErrors) stay inside: a page that needs them needs useFormPage.
export { useFormPage, type FormPageForm, type FormPageOptions, type Refusal } from './use-form-page';
export { useSubmitPage, type SubmitPageOptions } from './use-submit-page';
export { useFailureText, type FailureCatalogue, type FailureText } from './failure-text';
export { useCodeRefusal, type CodeRefusal } from './use-code-refusal';
export { FormPage, type FormPageProps } from './form-page';
export { PageAlert } from './page-alert';
export { actionsCss, formCss, leadCss, noteCss, pageCss } from './page-styles';
export { useFollow } from './use-follow';
export { useMessage } from './use-message';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { EmailField, type EmailFieldProps } from './email-field';
export { NewPasswordFields, type NewPasswordFieldsProps, type PasswordBinding } from './new-password-fields';
