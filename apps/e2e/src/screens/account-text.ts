import { text, type Lang, type Namespace } from '../support/catalogue';

/**
 * Catalogue texts of the My Page account pages: `account` namespace unless the key names another
 * (`profile:`, `credentials:`, `consent:`, `validation:` …).
 */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, rest] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['account', key];
  return text(lang, ns as Namespace, rest, values);
}
