import type { SavedPaymentMethod } from '@vs/contract';

/**
 * What the purchase needs from the payment module: ONE narrow port, so purchase never imports
 * payment (the payment module implements it; app.ts hands it to purchasePlugin). Until it is wired,
 * {@link noPaymentMethods} answers: no method is usable, so a paid purchase answers
 * PURCHASE_NO_PAYMENT_METHOD and only the free paths (a 100 % campaign code) complete.
 */
export interface ChargeRequest {
  readonly storeId: string;
  readonly accountId: string;
  readonly paymentMethodId: string;
  /** Tax-included JPY, an integer > 0. */
  readonly amountJpy: number;
  /**
   * The purchase token: the provider must charge at most once per key, so a retry after a timeout
   * (same key) never charges twice.
   */
  readonly idempotencyKey: string;
  /** What the statement shows (the plan's name). */
  readonly description: string;
  /** Where the provider's 3-D Secure page sends the browser back (absolute, this store's origin). */
  readonly returnUrl: string;
}

export type ChargeOutcome =
  | { readonly kind: 'success'; readonly chargeId: string }
  | { readonly kind: 'declined' }
  /** The card asks for 3-D Secure: the page must send the member to the provider's challenge. */
  | { readonly kind: 'needs-3ds'; readonly challengeUrl: string }
  /** No answer in time: nothing is known, so the purchase is undone and may be retried with the same key. */
  | { readonly kind: 'provider-timeout' };

export interface PurchasePaymentPort {
  /**
   * The member's saved payment method `paymentMethodId` when it can pay now (theirs, in this store,
   * not expired, not being deleted); null otherwise.
   */
  findUsableMethod(input: {
    readonly storeId: string;
    readonly accountId: string;
    readonly paymentMethodId: string;
  }): Promise<{ readonly paymentMethodId: string; readonly shown: SavedPaymentMethod } | null>;
  /** Charges a saved method; must not throw for a provider's refusal (answer an outcome instead). */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
}

/** The port before the payment module is wired: no member has a usable payment method. */
export const noPaymentMethods: PurchasePaymentPort = {
  findUsableMethod: async () => null,
  charge: async () => {
    throw new Error('no payment provider is wired: findUsableMethod never answers a method');
  },
};
