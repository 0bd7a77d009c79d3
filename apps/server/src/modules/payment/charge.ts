import type { FastifyInstance } from 'fastify';
import { findPaymentMethod } from './payment-methods.repository';

/**
 * The narrow charge API the purchase module calls. The idempotency key names the charge
 * at the provider: calling again with the same key (after a timeout, or after the member passed a
 * 3-D Secure challenge) answers that charge's result and never charges twice; the same key with
 * another amount is a bug and throws.
 */
export interface ChargeRequest {
  readonly storeId: string;
  readonly accountId: string;
  readonly paymentMethodId: string;
  /** Tax-included yen, a positive integer. */
  readonly amountJpy: number;
  /** At most 255 characters; the purchase module keeps it with its purchase for 24 hours. */
  readonly idempotencyKey: string;
  /**
   * Where the provider's 3-D Secure page sends the browser back (absolute, this site's origin), for a
   * card that asks for a challenge at payment; the page then calls the purchase again with the same key.
   */
  readonly returnUrl: string;
  /** A merchant-initiated charge (renewals): the member is not present, no 3-D Secure challenge. */
  readonly offSession?: boolean;
}

export type ChargeResult =
  | { readonly kind: 'success'; readonly chargeId: string }
  | { readonly kind: 'declined' }
  | { readonly kind: 'needs-3ds'; readonly challengeUrl: string }
  | { readonly kind: 'provider-timeout' }
  /** No provider is configured, or the method is not this member's (or no longer exists). */
  | { readonly kind: 'unavailable' };

export async function chargePaymentMethod(app: FastifyInstance, request: ChargeRequest): Promise<ChargeResult> {
  if (!Number.isSafeInteger(request.amountJpy) || request.amountJpy <= 0)
    throw new Error(`amountJpy must be a positive integer of yen, got ${request.amountJpy}`);
  const provider = app.paymentProvider;
  if (!provider) return { kind: 'unavailable' };
  const method = await findPaymentMethod(
    app.db,
    { storeId: request.storeId, accountId: request.accountId },
    request.paymentMethodId,
  );
  if (!method || method.provider !== provider.name) return { kind: 'unavailable' };
  const result = await provider.charge({
    cardReference: method.providerReference,
    amountJpy: request.amountJpy,
    idempotencyKey: request.idempotencyKey,
    returnUrl: request.returnUrl,
    ...(request.offSession ? { offSession: true } : {}),
  });
  switch (result.kind) {
    case 'succeeded':
      return { kind: 'success', chargeId: result.chargeId };
    case 'needs3ds':
      return { kind: 'needs-3ds', challengeUrl: result.challengeUrl };
    case 'timeout':
      return { kind: 'provider-timeout' };
    case 'declined':
      return { kind: 'declined' };
  }
}
