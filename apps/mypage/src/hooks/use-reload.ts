import { useFollow } from '@vs/ui/form';
import { useCallback } from 'react';
import { useLocation, useRevalidator } from 'react-router-dom';

/**
 * After a change on this page: fetch its screen data again (react-router's revalidation re-runs the
 * shell's loader), unless the server sent the member somewhere else. Resolves once the new data is in.
 */
export function useReload(): (redirectTo: string | null) => Promise<void> {
  const { revalidate } = useRevalidator();
  const { pathname } = useLocation();
  const follow = useFollow();
  return useCallback(
    async (redirectTo) => {
      if (redirectTo && new URL(redirectTo, window.location.origin).pathname !== pathname) follow(redirectTo);
      else await revalidate();
    },
    [revalidate, pathname, follow],
  );
}
