import { useFormik, type FormikConfig, type FormikHelpers, type FormikTouched, type FormikValues } from 'formik';
import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { submitOrFocus } from './submit-or-focus';
import { useFailureText, type FailureCatalogue } from './failure-text';
import { useFirstErrorFocus } from './use-first-error-focus';
import { useMessage } from './use-message';
import { useServerFieldErrors } from './use-server-field-errors';

/**
 * What a page makes of a refused submit that is its own business. Fields get the server's messages
 * (keys or text); `failure` is the page-level message, none when left out.
 */
export interface Refusal<F extends string> {
  readonly fields?: Partial<Record<F, string>>;
  readonly failure?: string;
}

export interface FormPageOptions<Values extends FormikValues, F extends string> {
  readonly initialValues: Values;
  readonly validationSchema?: FormikConfig<Values>['validationSchema'];
  readonly validate?: FormikConfig<Values>['validate'];
  /** Code boxes validate on blur and submit only, so a half-typed code shows no error. */
  readonly validateOnChange?: boolean;
  readonly initialStatus?: unknown;
  /** The page's own namespace: what its message keys (field errors, refusals) are looked up in. */
  readonly namespace: string;
  /** The area's failure texts (see useFailureText). */
  readonly failures: FailureCatalogue;
  /** The call and what follows its success; a throw is a refusal. */
  readonly submit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  /**
   * Sorts a refusal the page knows (a wrong password on its field, a code to reject); undefined
   * leaves it to the failure rule. Forms whose fields read the server's messages from formik's
   * status (the profile fields) set it through `helpers`.
   */
  readonly refuse?: (error: unknown, values: Values, helpers: FormikHelpers<Values>) => Refusal<NoInfer<F>> | undefined;
  /** False while submitting is pointless (the same rejected code again): submit does nothing. */
  readonly canSubmit?: (values: Values) => boolean;
  /** Rules that live outside formik (policy ticks); false shows formik's errors and focuses the first. */
  readonly extraValid?: () => boolean;
}

export interface FormPageForm {
  readonly ref: RefObject<HTMLFormElement | null>;
  readonly noValidate: true;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

function touchedAll<Values extends FormikValues>(values: Values): FormikTouched<Values> {
  return Object.fromEntries(Object.keys(values).map((name) => [name, true])) as FormikTouched<Values>;
}

/**
 * The submit scaffold of every form page: formik with a yup schema, the server's field errors beside
 * formik's, one page-level failure, and focus on the first field in error after a refused submit.
 * A page writes only its call (`submit`) and what of a refusal is its own (`refuse`).
 */
export function useFormPage<
  Values extends FormikValues,
  F extends Extract<keyof Values, string> = Extract<keyof Values, string>,
>(options: FormPageOptions<Values, F>) {
  const { submit, refuse, canSubmit, extraValid, namespace, failures, ...config } = options;
  const message = useMessage(namespace);
  const failureText = useFailureText(failures);
  const ref = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(ref);
  const { setServerErrors, setServerError, shownError } = useServerFieldErrors<F>();
  // A key or the text itself; translated as it renders (a resend's key, the rule's text).
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<Values>({
    ...config,
    onSubmit: async (values, helpers) => {
      // A new attempt starts clean: what the last refusal said no longer holds.
      setServerErrors({});
      setFailure(null);
      try {
        await submit(values, helpers);
      } catch (error) {
        const refusal = refuse?.(error, values, helpers);
        if (refusal) {
          setServerErrors(refusal.fields ?? {});
          setFailure(refusal.failure ?? null);
        } else {
          setFailure(failureText(error));
        }
        // After the messages render; finds nothing to focus when only the page alert speaks.
        focusFirstErrorLater();
      }
    },
  });

  const formProps: FormPageForm = {
    ref,
    noValidate: true,
    onSubmit: (event) => {
      // formik's own handleSubmit would not focus the first error; a second press while the call runs is ignored.
      event.preventDefault();
      if (!(canSubmit?.(formik.values) ?? true) || formik.isSubmitting) return;
      if (extraValid?.() === false) {
        // submitForm would post values that are valid by formik's rules: only show their errors too.
        void formik.setTouched(touchedAll(formik.values)).then(focusFirstErrorLater);
        return;
      }
      void submitOrFocus(formik, focusFirstErrorLater);
    },
  };

  /** A field's server message goes as the member edits it; formik's own takes over. */
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setServerError(event.target.name as F, null);
    formik.handleChange(event);
  };

  return {
    formik,
    formProps,
    /** The page-level failure, translated; for <PageAlert>. */
    failure: message(failure),
    setFailure,
    /** What a field shows, translated: formik's message once it was left or the form submitted, else the server's. */
    errorOf: (name: F) => message(shownError(formik, name)),
    /** The same before translation (a key or the server's sentence), for a page that words one message itself. */
    shownError: (name: F) => shownError(formik, name),
    setServerError,
    setServerErrors,
    handleChange,
    /** Translates a message key (or passes a sentence through) in the page's namespace. */
    message,
  };
}
