export { languages, defaultLanguage, isLanguage, languageFromCookie, type Language } from './language';
export { initI18n, initialNamespaces, preloadNamespaces } from './init';
export { isBuiltInNamespace, registerReleaseCatalogues } from './backend';
export { getLanguage, setLanguage, useLanguage, type LanguageState } from './current-language';
export { formatJpy, formatJstDate, type JstDatePattern } from './format';
