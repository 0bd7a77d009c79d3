import { initI18n, type Language } from '@vs/i18n';
import type { i18n } from 'i18next';

/** The production i18next set-up with the real catalogues this remote renders, loaded up front. */
export async function setTestLanguage(language: Language): Promise<i18n> {
  const instance = await initI18n();
  await instance.loadLanguages(['ja', 'en']);
  await instance.loadNamespaces(['auth', 'validation', 'ui', 'common']);
  await instance.changeLanguage(language);
  return instance;
}
