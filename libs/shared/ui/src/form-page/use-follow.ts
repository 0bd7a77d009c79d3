import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Follows a step's `redirectTo`: a path on this site through the router, an http(s) URL elsewhere
 * by a full load; anything else (`javascript:`, `//host`) is refused.
 */
export function useFollow(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      let url: URL;
      try {
        url = new URL(to, window.location.origin);
      } catch {
        return;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
      if (url.origin === window.location.origin && /^\/(?![/\\])/.test(to)) {
        void navigate(`${url.pathname}${url.search}${url.hash}`);
      } else if (url.origin !== window.location.origin) {
        window.location.assign(url.href);
      }
    },
    [navigate],
  );
}
