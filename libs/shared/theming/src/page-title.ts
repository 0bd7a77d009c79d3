import { useEffect } from 'react';
import { siteStore } from './store';

export function documentTitle(serviceName: string, title?: string | null): string {
  if (!title) return serviceName;
  return serviceName ? `${title} | ${serviceName}` : title;
}

/**
 * Sets '<title> | <serviceName>' while the calling page is mounted and puts the service name back on
 * unmount: React runs the old page's cleanup before the next page's effect, so titles never go stale.
 */
export function usePageTitle(title?: string | null): void {
  const serviceName = siteStore((state) => state.settings?.serviceName ?? '');
  useEffect(() => {
    document.title = documentTitle(serviceName, title);
    return () => {
      document.title = serviceName;
    };
  }, [serviceName, title]);
}
