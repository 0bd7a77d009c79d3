import type { Language } from '@vs/i18n';
import { setTestLanguage as setLanguageWith } from '@vs/mf/testing';
import { remoteNamespaces } from '@vs/routes';
import type { i18n } from 'i18next';

/** The shared production i18next set-up with this remote's catalogues, for the specs that render no page. */
export function setTestLanguage(language: Language): Promise<i18n> {
  return setLanguageWith(language, remoteNamespaces['plans-checkout']);
}

/** Both languages' `plans` catalogues as loaded through the production backend. */
export async function loadPlansCatalogues(): Promise<Record<Language, Record<string, unknown>>> {
  const instance = await setTestLanguage('ja');
  const bundle = (lng: Language) => instance.getResourceBundle(lng, 'plans') as Record<string, unknown>;
  return { ja: bundle('ja'), en: bundle('en') };
}
