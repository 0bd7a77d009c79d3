import { initI18n, type Language } from '@vs/i18n';
import type { i18n } from 'i18next';

/**
 * The production i18next set-up with the real catalogues of `namespaces`, loaded up front in both
 * languages so a render never suspends.
 */
export async function setTestLanguage(language: Language, namespaces: readonly string[]): Promise<i18n> {
  const instance = await initI18n();
  await instance.loadLanguages(['ja', 'en']);
  await instance.loadNamespaces([...namespaces]);
  await instance.changeLanguage(language);
  return instance;
}
