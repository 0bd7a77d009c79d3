import { hostCookieName, languageCookieName } from '@vs/contract';

/** The two languages the product speaks (spec 000 §9); Japanese is the default. */
export const languages = ['ja', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ja';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

const prefixedName = hostCookieName(languageCookieName, true);

/**
 * The language saved in the `vs-lang` cookie (`__Host-vs-lang` on https; the server reads the same
 * cookie), else Japanese.
 */
export function languageFromCookie(cookie: string = typeof document === 'undefined' ? '' : document.cookie): Language {
  let plain: Language | null = null;
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (!isLanguage(value)) continue;
    if (name === prefixedName) return value;
    if (name === languageCookieName) plain = value;
  }
  return plain ?? defaultLanguage;
}

const oneYearSeconds = 365 * 24 * 60 * 60;

/** Persists the choice for a year on the whole site; Lax so it also travels on top-level returns. */
export function writeLanguageCookie(language: Language): void {
  // `__Host-` needs Secure, which a plain-http page (development, the journeys) cannot set.
  const https = location.protocol === 'https:';
  const name = hostCookieName(languageCookieName, https);
  document.cookie = `${name}=${language}; Max-Age=${oneYearSeconds}; Path=/; SameSite=Lax${https ? '; Secure' : ''}`;
}
