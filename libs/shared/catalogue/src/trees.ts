/**
 * Every catalogue file, for the server to send a page's namespaces inside its HTML (one
 * script request fewer per namespace on a first visit). Server only: the browser loads them lazily
 * from `./loaders`, and a page's data block holds only its own namespaces.
 */
import accountEn from './locales/en/account.json';
import authEn from './locales/en/auth.json';
import billingEn from './locales/en/billing.json';
import commonEn from './locales/en/common.json';
import consentEn from './locales/en/consent.json';
import credentialsEn from './locales/en/credentials.json';
import errorsEn from './locales/en/errors.json';
import layoutEn from './locales/en/layout.json';
import mypageEn from './locales/en/mypage.json';
import oidcEn from './locales/en/oidc.json';
import paymentEn from './locales/en/payment.json';
import plansEn from './locales/en/plans.json';
import profileEn from './locales/en/profile.json';
import signupEn from './locales/en/signup.json';
import subscriptionEn from './locales/en/subscription.json';
import uiEn from './locales/en/ui.json';
import validationEn from './locales/en/validation.json';
import accountJa from './locales/ja/account.json';
import authJa from './locales/ja/auth.json';
import billingJa from './locales/ja/billing.json';
import commonJa from './locales/ja/common.json';
import consentJa from './locales/ja/consent.json';
import credentialsJa from './locales/ja/credentials.json';
import errorsJa from './locales/ja/errors.json';
import layoutJa from './locales/ja/layout.json';
import mypageJa from './locales/ja/mypage.json';
import oidcJa from './locales/ja/oidc.json';
import paymentJa from './locales/ja/payment.json';
import plansJa from './locales/ja/plans.json';
import profileJa from './locales/ja/profile.json';
import signupJa from './locales/ja/signup.json';
import subscriptionJa from './locales/ja/subscription.json';
import uiJa from './locales/ja/ui.json';
import validationJa from './locales/ja/validation.json';

/** A catalogue file's contents (the same shape as `./loaders`' CatalogueTree, which is browser-only). */
type CatalogueTree = { readonly [key: string]: string | CatalogueTree };

const trees: Readonly<Record<string, Readonly<Record<string, CatalogueTree>>>> = {
  ja: {
    account: accountJa,
    auth: authJa,
    billing: billingJa,
    common: commonJa,
    consent: consentJa,
    credentials: credentialsJa,
    errors: errorsJa,
    layout: layoutJa,
    mypage: mypageJa,
    oidc: oidcJa,
    payment: paymentJa,
    plans: plansJa,
    profile: profileJa,
    signup: signupJa,
    subscription: subscriptionJa,
    ui: uiJa,
    validation: validationJa,
  },
  en: {
    account: accountEn,
    auth: authEn,
    billing: billingEn,
    common: commonEn,
    consent: consentEn,
    credentials: credentialsEn,
    errors: errorsEn,
    layout: layoutEn,
    mypage: mypageEn,
    oidc: oidcEn,
    payment: paymentEn,
    plans: plansEn,
    profile: profileEn,
    signup: signupEn,
    subscription: subscriptionEn,
    ui: uiEn,
    validation: validationEn,
  },
};

/** One catalogue file's tree, or undefined when the language has no such namespace. */
export function catalogueTree(language: string, namespace: string): CatalogueTree | undefined {
  return trees[language]?.[namespace];
}
