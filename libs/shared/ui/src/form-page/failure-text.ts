import { isApiError } from '@vs/api-client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where an area (login, sign-up, My Page) keeps its failure texts. The rule is the same everywhere;
 * only these facts differ, as spec 001 §8 has them differ.
 */
export interface FailureCatalogue {
  /** The namespace holding `errors.<CODE>` texts, `errors.tryLater` and `errors.generic`. */
  readonly namespace: string;
  /**
   * My Page shows the server's own sentence ("server message, else 'エラーが発生しました'") with its
   * code; login and sign-up never do (their catalogue has the wording).
   */
  readonly serverMessages?: boolean;
  /** The key when nothing else applies; `<namespace>:errors.generic` unless said (login: LOGIN_FAILED). */
  readonly fallback?: string;
}

/** The one rule's answer for a refusal no field owns; null where the page shows nothing. */
export type FailureText = (error: unknown) => string | null;

/**
 * Turns any failure of a call into the text a page shows, the same way in every remote:
 * 1. a restart-flow answer (flowError): nothing, the shell's modal says it;
 * 2. a code the catalogue has its own text for (`errors.LOGIN_PROHIBITED`): that text;
 * 3. a rate limit: the catalogue's `errors.tryLater`, where it has one;
 * 4. where the area shows them, the server's own sentence with its code, '{message} [Error code:{code}]'
 *    (spec 001 §8: the code is what a member reads out to support): only our server's JSON answers carry
 *    a request id, so a network failure or a proxy's page (never written for the member) falls through;
 * 5. the catalogue's fallback. A thrown non-ApiError (a bot check without a token) lands here too.
 */
export function useFailureText(catalogue: FailureCatalogue): FailureText {
  const { namespace, serverMessages = false, fallback = `${namespace}:errors.generic` } = catalogue;
  // The fallback may live in the page's own namespace (a PIN page's wording); both must be loaded, and
  // `errors` (the code format) only where the server's sentence shows, so login pages never wait for it.
  const fallbackNamespace = fallback.split(':')[0] ?? namespace;
  const { t, i18n } = useTranslation(
    serverMessages ? [namespace, fallbackNamespace, 'errors'] : [namespace, fallbackNamespace],
  );
  return useCallback(
    (error) => {
      if (!isApiError(error)) return t(fallback);
      if (error.flowError) return null;
      const own = `${namespace}:errors.${error.code}`;
      if (i18n.exists(own)) return t(own);
      const tryLater = `${namespace}:errors.tryLater`;
      if (error.code === 'TOO_MANY_REQUESTS' && i18n.exists(tryLater)) return t(tryLater);
      if (serverMessages && error.requestId !== '' && error.message !== '')
        return t('errors:withCode', { message: error.message, code: error.code });
      return t(fallback);
    },
    [t, i18n, namespace, serverMessages, fallback],
  );
}
