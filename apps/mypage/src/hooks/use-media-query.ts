import { wideBreakpoint } from '@vs/theming';
import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when that changes (rotating, resizing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** The site's one breakpoint (spec 000 §9: the wide layout from 1000 px). */
export function useIsWide(): boolean {
  return useMediaQuery(`(min-width: ${wideBreakpoint}px)`);
}
