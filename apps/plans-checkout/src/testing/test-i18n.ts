import { initI18n, type Language } from '@vs/i18n';
import type { i18n } from 'i18next';

/**
 * The production i18next set-up (`initI18n` and its lazy catalogue backend), so tests read the
 * real `plans` catalogues exactly as the shell serves them. Catalogues are loaded up front so a
 * render never suspends.
 */
export async function setTestLanguage(language: Language): Promise<i18n> {
  const instance = await initI18n();
  await instance.loadLanguages(['ja', 'en']);
  await instance.loadNamespaces('plans');
  await instance.changeLanguage(language);
  return instance;
}

/** Both languages' `plans` catalogues as loaded through the production backend. */
export async function loadPlansCatalogues(): Promise<Record<Language, Record<string, unknown>>> {
  const instance = await setTestLanguage('ja');
  const bundle = (lng: Language) => instance.getResourceBundle(lng, 'plans') as Record<string, unknown>;
  return { ja: bundle('ja'), en: bundle('en') };
}
