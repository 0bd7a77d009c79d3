/**
 * What the provider says of a charge asked by its idempotency key (the ledger's own view of the
 * payment provider, wired in app.ts: the ledger imports no payment module).
 */
export type ProviderChargeState =
  | { readonly kind: 'charged'; readonly chargeId: string }
  | { readonly kind: 'declined'; readonly chargeId: string | null }
  /** The provider never received a charge under this key. */
  | { readonly kind: 'notFound' }
  /** Still running at the provider, or waiting for the member's 3-D Secure challenge. */
  | { readonly kind: 'processing' }
  /** No answer (provider down, none configured): ask again on the next run. */
  | { readonly kind: 'unavailable' };

export type ChargeLookup = (providerKey: string) => Promise<ProviderChargeState>;

/** Before the payment module is wired: nothing is known, nothing is settled. */
export const noLookup: ChargeLookup = async () => ({ kind: 'unavailable' });
