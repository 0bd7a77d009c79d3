import { markAccountHeaderStale } from '@vs/api-client';
import { useFailureText, useFollow } from '@vs/ui/form';
import { useEffect, useState } from 'react';
import { finishAfterChallenge } from '../api/purchase-api';
import { purchaseFailures } from './purchase-failures';

/**
 * The confirm page loaded again while its purchase waits for a 3-D Secure challenge (the provider
 * sends the member back here): finish it at once. Passed → the complete page; failed → the
 * catalogue's text on this page, with no contract made.
 */
export function useChallengeReturn(
  planId: string,
  waiting: boolean,
): { readonly finishing: boolean; readonly failure: string | null } {
  const follow = useFollow();
  const failureText = useFailureText(purchaseFailures);
  const [state, setState] = useState<{ finishing: boolean; failure: string | null }>({
    finishing: waiting,
    failure: null,
  });
  useEffect(() => {
    if (!waiting) return;
    const abort = new AbortController();
    finishAfterChallenge(planId, abort.signal).then(
      (next) => {
        markAccountHeaderStale();
        if (next) follow(next);
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ finishing: false, failure: failureText(error) });
      },
    );
    return () => abort.abort();
  }, [planId, waiting, follow, failureText]);
  return state;
}
