import type { CardBrandCode } from '@vs/validation';

/** Spec 000 §3 "Payment method": the types a store may take. */
export const paymentMethodTypes = [
  'CampaignCode',
  'PaypalNvp',
  'PaypalRest',
  'SbpsAuSimple',
  'SbpsAuone',
  'SbpsCredit',
  'SbpsDocomo',
  'SbpsPaypay',
  'SbpsSoftbank',
  'SbpsSoftbankYahoo',
] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];

/**
 * The redirect-style types: the member confirms at the carrier or wallet (PayPal by a redirect, the
 * others by a form post).
 */
export const linkPaymentMethodTypes = [
  'SbpsDocomo',
  'SbpsAuSimple',
  'SbpsSoftbank',
  'SbpsSoftbankYahoo',
  'SbpsPaypay',
] as const satisfies readonly PaymentMethodType[];
export type LinkPaymentMethodType = (typeof linkPaymentMethodTypes)[number];
export const PAYPAL_PAYMENT_METHOD = 'PaypalRest' satisfies PaymentMethodType;

/** POST /zapi/account/payment-method/link: where the page auto-posts `params` as a form. */
export interface PaymentMethodLinkAnswer {
  readonly linkUrl: string;
  readonly params: Readonly<Record<string, string>>;
}

/** A saved card as the member sees it: never more than the brand, the last four digits and the expiry. */
export interface CreditInfo {
  readonly cardbrandCode: CardBrandCode;
  readonly cardNumberSuffix: string;
  /** YYYYMM */
  readonly expireDate: string;
}

/** A contract that pays with a method (the purchase module says which, through the payment module's hook). */
export interface PaymentMethodUse {
  readonly planName: string;
  /** A cancellation is scheduled: the method still pays until the contract ends. */
  readonly pendingCancellation: boolean;
}

/** A saved payment method as the purchase pages show it (the plan page's choice, the confirm page). */
export type SavedPaymentMethod = Pick<AccountPaymentMethod, 'accountPaymentMethodId' | 'paymentMethodType' | 'credit'>;

export interface AccountPaymentMethod {
  readonly accountPaymentMethodId: string;
  readonly paymentMethodType: PaymentMethodType;
  readonly credit: CreditInfo | null;
  readonly isContractUsed: boolean;
  readonly usedBy: readonly PaymentMethodUse[];
}

/**
 * What the card form needs of the provider: its scripts (loaded only on the pages that take a card)
 * and the public ids the token call sends. The page's CSP allows exactly this origin.
 */
export interface PaymentProviderSettings {
  readonly origin: string;
  readonly tokenScriptUrl: string;
  readonly tds2ScriptUrl: string;
  /** Subresource Integrity of the two scripts, when the provider publishes it (null: not pinned). */
  readonly tokenScriptIntegrity: string | null;
  readonly tds2ScriptIntegrity: string | null;
  readonly merchantId: string;
  readonly serviceId: string;
}

/**
 * A card registration's answer: where to go (My Page's completion page, or the provider's 3-D Secure
 * page first); for a card typed on a plan page, once saved, the saved method's id to pay with at once.
 */
export type CardRegisteredAnswer = { readonly redirectTo: string } | { readonly accountPaymentMethodId: string };

/** GET …/mypage/payment-method/screen-data */
export interface PaymentMethodScreenData {
  readonly paymentMethods: readonly AccountPaymentMethod[];
  /** The types the add form offers (today the card, when a provider is configured). */
  readonly addableTypes: readonly PaymentMethodType[];
  readonly provider: PaymentProviderSettings | null;
}

/** GET …/mypage/payment-method/complete/screen-data */
export interface PaymentMethodCompleteScreenData {
  /** The plan page the member came from to add the method (built by the server), or null. */
  readonly returnTo: string | null;
}
