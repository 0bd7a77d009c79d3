import { text, type Lang, type Namespace } from '../support/catalogue';

/** Catalogue texts of the payment history and invoice pages: `billing` namespace unless the key names another. */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, rest] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['billing', key];
  return text(lang, ns as Namespace, rest, values);
}
