import { languageCookieName } from '@vs/contract';

/** The two languages the product speaks (spec 000 §9); Japanese is the default. */
export const languages = ['ja', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ja';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language saved in the `vs-lang` cookie (the server reads the same cookie), else Japanese. */
export function languageFromCookie(cookie: string = typeof document === 'undefined' ? '' : document.cookie): Language {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === languageCookieName && isLanguage(value)) return value;
  }
  return defaultLanguage;
}

const oneYearSeconds = 365 * 24 * 60 * 60;

/** Persists the choice for a year on the whole site; Lax so it also travels on top-level returns. */
export function writeLanguageCookie(language: Language): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookieName}=${language}; Max-Age=${oneYearSeconds}; Path=/; SameSite=Lax${secure}`;
}
