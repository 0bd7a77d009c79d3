import { useFailureText, useFollow } from '@vs/ui/form';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { finishPlanCardChallenge } from '../api/card-api';
import { cardFailures, cardRefusalKey } from './card-failures';
import { purchaseFailures } from './purchase-failures';

/**
 * The plan page loaded again by the provider after the 3-D Secure challenge of a new card
 * (`?challengeId=…`): the server reads the outcome from the provider; a saved card goes on to the
 * verify call (`payWith`), as if the member had chosen it, a failed one says so on this page.
 */
export function useCardChallengeReturn(payWith: (accountPaymentMethodId: string) => Promise<void>): {
  readonly finishing: boolean;
  readonly failure: string | null;
} {
  const challengeId = new URLSearchParams(useLocation().search).get('challengeId');
  const follow = useFollow();
  const cardText = useFailureText(cardFailures);
  const purchaseText = useFailureText(purchaseFailures);
  const [state, setState] = useState({ finishing: challengeId !== null, failure: null as string | null });
  // The server finishes a challenge once: a second ask (a re-render, StrictMode) would be a flow error.
  const asked = useRef(false);
  useEffect(() => {
    if (!challengeId || asked.current) return;
    asked.current = true;
    finishPlanCardChallenge(challengeId)
      .then((step) => (step.kind === 'saved' ? payWith(step.accountPaymentMethodId) : follow(step.to)))
      .catch((error: unknown) =>
        setState({ finishing: false, failure: cardRefusalKey(error) ? cardText(error) : purchaseText(error) }),
      );
  }, [challengeId, payWith, follow, cardText, purchaseText]);
  return state;
}
