import accountEn from './locales/en/account.json';
import authEn from './locales/en/auth.json';
import consentEn from './locales/en/consent.json';
import credentialsEn from './locales/en/credentials.json';
import mypageEn from './locales/en/mypage.json';
import paymentEn from './locales/en/payment.json';
import profileEn from './locales/en/profile.json';
import signupEn from './locales/en/signup.json';
import subscriptionEn from './locales/en/subscription.json';
import validationEn from './locales/en/validation.json';
import accountJa from './locales/ja/account.json';
import authJa from './locales/ja/auth.json';
import consentJa from './locales/ja/consent.json';
import credentialsJa from './locales/ja/credentials.json';
import mypageJa from './locales/ja/mypage.json';
import paymentJa from './locales/ja/payment.json';
import profileJa from './locales/ja/profile.json';
import signupJa from './locales/ja/signup.json';
import subscriptionJa from './locales/ja/subscription.json';
import validationJa from './locales/ja/validation.json';

/** The languages every catalogue exists in (spec 000 §9); Japanese is the default. */
export const catalogueLanguages = ['ja', 'en'] as const;
export type CatalogueLanguage = (typeof catalogueLanguages)[number];

/**
 * The namespaces read outside the browser (the server's answers), imported statically so a bundler
 * (esbuild, vitest) inlines them. The browser loads every namespace lazily from `@vs/catalogue/loaders`.
 */
const catalogues = {
  ja: {
    account: accountJa,
    auth: authJa,
    consent: consentJa,
    credentials: credentialsJa,
    mypage: mypageJa,
    payment: paymentJa,
    profile: profileJa,
    signup: signupJa,
    subscription: subscriptionJa,
    validation: validationJa,
  },
  en: {
    account: accountEn,
    auth: authEn,
    consent: consentEn,
    credentials: credentialsEn,
    mypage: mypageEn,
    payment: paymentEn,
    profile: profileEn,
    signup: signupEn,
    subscription: subscriptionEn,
    validation: validationEn,
  },
} as const;

export type CatalogueNamespace = keyof (typeof catalogues)['ja'];

/** Every dotted path to a string in a catalogue tree. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of one namespace, e.g. `errors.LOGIN_FAILED` in `auth`. */
export type CatalogueKey<N extends CatalogueNamespace> = Leaves<(typeof catalogues)['ja'][N]>;

/** An i18next-style reference `namespace:key`, e.g. `auth:errors.LOGIN_FAILED`. */
export type CatalogueRef = { [N in CatalogueNamespace]: `${N}:${CatalogueKey<N>}` }[CatalogueNamespace];

/** One text in every language. */
export type Wording = Readonly<Record<CatalogueLanguage, string>>;

/** The catalogue's text for `key` of `namespace` in `language`; throws when the file lacks it. */
export function catalogueText<N extends CatalogueNamespace>(
  language: CatalogueLanguage,
  namespace: N,
  key: CatalogueKey<N>,
): string {
  let node: unknown = catalogues[language][namespace];
  for (const part of String(key).split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${language}:${namespace}:${key} in the catalogue`);
  return node;
}

/** Both languages' text of one reference (`namespace:key`). */
export function wording(ref: CatalogueRef): Wording {
  const at = ref.indexOf(':');
  const namespace = ref.slice(0, at) as CatalogueNamespace;
  const key = ref.slice(at + 1) as CatalogueKey<CatalogueNamespace>;
  return Object.fromEntries(
    catalogueLanguages.map((language) => [language, catalogueText(language, namespace, key)]),
  ) as Record<CatalogueLanguage, string>;
}

/**
 * A module's texts by name, each read from the catalogue once at start-up:
 * `catalogueTexts({ failed: 'auth:errors.LOGIN_FAILED' }).failed.en` → 'Authentication failed.'
 */
export function catalogueTexts<K extends string>(
  refs: Readonly<Record<K, CatalogueRef>>,
): Readonly<Record<K, Wording>> {
  return Object.fromEntries(Object.entries<CatalogueRef>(refs).map(([name, ref]) => [name, wording(ref)])) as Record<
    K,
    Wording
  >;
}
export { catalogueTree } from './trees';
