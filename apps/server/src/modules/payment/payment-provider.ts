import type { CardBrandCode, PaymentMethodType, PaymentProviderSettings } from '@vs/contract';

/**
 * The payment provider port (ARCHITECTURE.md "Payments go through one provider port"): the sandbox
 * adapter today, a real provider's adapter behind the same shape later, chosen by PAYMENT_PROVIDER.
 * The browser turns the card into tokens with the provider's own scripts; this server only ever
 * holds tokens and the provider's card reference.
 */
export interface RegisteredCard {
  readonly reference: string;
  readonly brand: CardBrandCode;
  readonly last4: string;
  /** YYYYMM */
  readonly expireDate: string;
}

export type CardRegistration =
  | { readonly kind: 'registered'; readonly card: RegisteredCard }
  | { readonly kind: 'challenge'; readonly challengeId: string; readonly challengeUrl: string }
  | { readonly kind: 'declined' }
  | { readonly kind: 'unavailable' };

export type ChallengeOutcome =
  | { readonly kind: 'registered'; readonly card: RegisteredCard }
  | { readonly kind: 'pending' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'unavailable' };

export interface CardTokens {
  readonly token: string;
  readonly tokenKey: string;
  readonly tds2infoToken: string;
  readonly tds2infoTokenKey: string;
}

export interface ProviderCharge {
  readonly cardReference: string;
  readonly amountJpy: number;
  readonly idempotencyKey: string;
  /** Where the provider's 3-D Secure page sends the browser back, when the charge asks for one. */
  readonly returnUrl: string;
  /**
   * A merchant-initiated charge (a renewal, the member not present): no 3-D Secure challenge, as real
   * providers exempt MIT from strong authentication.
   */
  readonly offSession?: boolean;
}

/** What a charge came to. `timeout`: no answer in time; the same key later finds the charge's result. */
export type ProviderChargeResult =
  | { readonly kind: 'succeeded'; readonly chargeId: string }
  | { readonly kind: 'declined'; readonly chargeId: string | null }
  | { readonly kind: 'needs3ds'; readonly chargeId: string; readonly challengeUrl: string }
  | { readonly kind: 'timeout' };

/**
 * A charge as the provider knows it, asked by its idempotency key (asking never charges): what the
 * ledger's reconciler settles a lost answer with.
 */
export type ProviderChargeStatus =
  | { readonly kind: 'succeeded'; readonly chargeId: string }
  | { readonly kind: 'declined'; readonly chargeId: string | null }
  /** Still running, or waiting for the member's 3-D Secure challenge. */
  | { readonly kind: 'processing' }
  /** The provider never received a charge under this key. */
  | { readonly kind: 'notFound' }
  | { readonly kind: 'unavailable' };

export type LinkStart =
  | {
      readonly kind: 'started';
      readonly linkId: string;
      readonly linkUrl: string;
      readonly params: Record<string, string>;
    }
  | { readonly kind: 'unavailable' };

export type LinkOutcome =
  | { readonly kind: 'approved'; readonly reference: string }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'unavailable' };

export interface PaymentProvider {
  /** Stored with each method, so a reference is only ever given back to its own provider. */
  readonly name: string;
  /** For the card form's page: the scripts, the ids, and the origin its CSP allows. */
  readonly browser: PaymentProviderSettings;
  registerCard(tokens: CardTokens, returnUrl: string): Promise<CardRegistration>;
  challengeOutcome(challengeId: string): Promise<ChallengeOutcome>;
  charge(charge: ProviderCharge): Promise<ProviderChargeResult>;
  chargeStatus(idempotencyKey: string): Promise<ProviderChargeStatus>;
  /** A redirect-style method (carrier, PayPay, PayPal): where the member confirms, and with what. */
  startLink(type: PaymentMethodType, returnUrl: string): Promise<LinkStart>;
  linkOutcome(linkId: string): Promise<LinkOutcome>;
}
