import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { lazyBackend } from './backend';
import { defaultLanguage, languageFromCookie, languages } from './language';

import { shellNamespaces } from '@vs/routes';

/** What the shell's own chrome needs on first paint; every other namespace loads when a page asks. */
export const initialNamespaces = shellNamespaces;

let initialising: Promise<i18n> | undefined;

/**
 * Initialises the one i18next instance (the shared singleton, so remotes' `useTranslation` finds it
 * through react-i18next). Idempotent: the shell and a standalone harness may both call it.
 */
export function initI18n(): Promise<i18n> {
  initialising ??= (async () => {
    const lng = languageFromCookie();
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
    await i18next
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng,
        fallbackLng: defaultLanguage,
        supportedLngs: [...languages],
        ns: [...initialNamespaces],
        defaultNS: 'common',
        // Only the chosen language is fetched; the fallback loads only when the choice is ja anyway.
        load: 'currentOnly',
        interpolation: { escapeValue: false }, // React escapes.
        returnNull: false,
        react: { useSuspense: true },
      });
    return i18next;
  })();
  return initialising;
}

/** Starts loading namespaces a page is about to use (e.g. in parallel with its remote's code). */
export async function preloadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length > 0) await i18next.loadNamespaces([...namespaces]);
}
