import i18next from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, writeLanguageCookie, type Language } from './language';

export function getLanguage(): Language {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lng) ? lng : defaultLanguage;
}

/** Switches without a reload: saves the cookie, sets <html lang>, then loads and applies catalogues. */
export async function setLanguage(language: Language): Promise<void> {
  writeLanguageCookie(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

export interface LanguageState {
  readonly language: Language;
  readonly setLanguage: (language: Language) => Promise<void>;
}

/** Re-renders on language change (through react-i18next's subscription). */
export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const change = useCallback((next: Language) => setLanguage(next), []);
  return { language: isLanguage(lng) ? lng : defaultLanguage, setLanguage: change };
}
