import { classifyRedirect, documentNavigation } from '@vs/mf';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Follows a form post's answer: a page of the site by the router, the provider (which then sends the
 * browser to the client) by a full load. Anything that is not http(s) is ignored.
 */
export function useLeave(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      const target = classifyRedirect(to, window.location.origin);
      if (target.kind === 'internal') void navigate(target.path);
      else if (target.kind === 'external') documentNavigation.assign(target.url);
    },
    [navigate],
  );
}
