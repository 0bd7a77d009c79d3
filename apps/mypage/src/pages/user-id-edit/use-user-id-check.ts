import { isApiError } from '@vs/api-client';
import { messages, newUserIdSchema } from '@vs/validation';
import { useCallback, useEffect, useRef } from 'react';
import { verifyUserId } from '../../api/account-api';

/**
 * Asks the server whether a new user ID is free when its box loses focus, as sign-up does (spec
 * 001 §5): only a well-formed ID that differs from the current one, and only the latest answer
 * counts. `report` gets the taken message, or null once the ID is free. A check that could not run
 * (network, rate limit) says nothing: the submit checks again. `report` should be stable.
 */
export function useUserIdCheck(
  currentUserId: string | null,
  report: (message: string | null) => void,
): (userId: string) => void {
  const latest = useRef<AbortController | null>(null);
  useEffect(() => () => latest.current?.abort(), []);
  return useCallback(
    (userId: string) => {
      if (!newUserIdSchema(currentUserId).isValidSync(userId)) return;
      latest.current?.abort();
      const controller = new AbortController();
      latest.current = controller;
      verifyUserId({ userId }, controller.signal).then(
        () => {
          if (latest.current === controller) report(null);
        },
        (error: unknown) => {
          if (latest.current !== controller) return;
          if (isApiError(error) && error.code === 'ACCOUNT_ALREADY_EXISTS_USER_ID')
            report(messages.userId.alreadyInUse);
          else if (isApiError(error) && error.fieldErrors?.['userId']) report(error.fieldErrors['userId']);
        },
      );
    },
    [currentUserId, report],
  );
}
