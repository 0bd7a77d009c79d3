import { accountIdentifierCookieName } from '@vs/contract';
import { readHostCookie } from './cookies';

/**
 * Spec 000 §3: a page restored from the back/forward cache reloads when the account-identifier
 * cookie no longer matches the authId the page was rendered for (logged out or switched account
 * in another tab), so it never shows another account's data. A missing cookie and an empty one
 * both mean "guest".
 */
export function shouldReloadOnHistoryRestore(authId: string | null): boolean {
  const cookie = readHostCookie(accountIdentifierCookieName) || null;
  return cookie !== (authId || null);
}

/** Listens to `pageshow` with persisted=true; `reload` is the caller's (usually location.reload). */
export function installHistoryRestoreReload(getAuthId: () => string | null, reload: () => void): () => void {
  const listener = (event: PageTransitionEvent) => {
    if (event.persisted && shouldReloadOnHistoryRestore(getAuthId())) reload();
  };
  window.addEventListener('pageshow', listener);
  return () => window.removeEventListener('pageshow', listener);
}
