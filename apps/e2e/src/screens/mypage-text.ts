import { text, type Lang, type Namespace } from '../support/catalogue';

/**
 * Catalogue texts of the My Page security pages (`mypage` namespace unless the key names another).
 * support/catalogue.ts reads any namespace file; its Namespace union only lists the older ones.
 */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, rest] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['mypage', key];
  return text(lang, ns as Namespace, rest, values);
}
