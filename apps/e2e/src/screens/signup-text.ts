import { text, type Lang, type Namespace } from '../support/catalogue';

/**
 * Catalogue texts of the sign-up pages. support/catalogue.ts reads any namespace file; its
 * Namespace union only lists the ones older journeys use, hence the widening here.
 */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, rest] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['signup', key];
  return text(lang, ns as Namespace, rest, values);
}
