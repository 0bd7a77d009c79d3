import { useRef, useState, type FormEvent } from 'react';
import { useFailureText, type FailureCatalogue } from './failure-text';
import type { FormPageForm } from './use-form-page';
import { useFirstErrorFocus } from './use-first-error-focus';
import { useMessage } from './use-message';

export interface SubmitPageOptions {
  /** The page's own namespace: what its message keys are looked up in. */
  readonly namespace: string;
  /** The area's failure texts (see useFailureText). */
  readonly failures: FailureCatalogue;
  /** The call and what follows its success; a throw is a refusal. */
  readonly submit: () => Promise<void>;
  /** Sorts a refusal the page knows; undefined leaves it to the failure rule. */
  readonly refuse?: (error: unknown) => { readonly failure?: string } | undefined;
  /** False while submitting is pointless: submit does nothing. */
  readonly canSubmit?: () => boolean;
  /** The page's own rules (policy ticks); false focuses the first field in error instead of submitting. */
  readonly extraValid?: () => boolean;
}

/**
 * useFormPage for a form with no fields of its own (the policy consents, kept by usePolicyConsent):
 * the same page-level failure, failure rule and first-error focus, without formik, so the two
 * consent pages (/signup, /mypage/re-consent) do not load it on a first visit (about 11 KB gzipped).
 */
export function useSubmitPage({ namespace, failures, submit, refuse, canSubmit, extraValid }: SubmitPageOptions) {
  const message = useMessage(namespace);
  const failureText = useFailureText(failures);
  const ref = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(ref);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A second press before React re-renders must not post twice: the state alone lags one render.
  const inFlight = useRef(false);

  const run = async () => {
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      await submit();
    } catch (error) {
      const refusal = refuse?.(error);
      setFailure(refusal ? (refusal.failure ?? null) : failureText(error));
      focusFirstErrorLater();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const formProps: FormPageForm = {
    ref,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current || !(canSubmit?.() ?? true)) return;
      if (extraValid?.() === false) {
        focusFirstErrorLater();
        return;
      }
      void run();
    },
  };

  return {
    formProps,
    submitting,
    /** The page-level failure, translated; for <PageAlert>. */
    failure: message(failure),
    /** Translates a message key (or passes a sentence through) in the page's namespace. */
    message,
  };
}
