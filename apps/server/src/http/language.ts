import { hostCookieName, languageCookieName } from '@vs/contract';
import type { FastifyRequest } from 'fastify';

export type Language = 'ja' | 'en';

/**
 * The language the switch saved: `__Host-vs-lang` on https, `vs-lang` on plain http (the browser
 * writes it, @vs/i18n), or null. Only a language: either name is safe to read.
 */
export function cookieLanguageOf(request: FastifyRequest): Language | null {
  const cookie = request.cookies[hostCookieName(languageCookieName, true)] ?? request.cookies[languageCookieName];
  return cookie === 'ja' || cookie === 'en' ? cookie : null;
}

/**
 * The page's language: the vs-lang cookie the language switch writes, else the first of ja/en in
 * Accept-Language (by q-value), else Japanese (spec 000 §9: Japanese by default).
 */
export function languageOf(request: FastifyRequest): Language {
  const cookie = cookieLanguageOf(request);
  if (cookie) return cookie;
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return 'ja';
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0 && (entry.primary === 'ja' || entry.primary === 'en'))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.primary === 'en' ? 'en' : 'ja';
}
