import { isApiError } from '@vs/api-client';
import type { FailureCatalogue } from '@vs/ui/form';

/**
 * A new card's registration answers (spec 001 §8 "Payment methods", "3-D Secure failed"): My Page's
 * payment texts, else 'クレジットカードの登録に失敗しました'.
 */
export const cardFailures: FailureCatalogue = {
  namespace: 'payment',
  serverMessages: true,
  fallback: 'payment:errors.PAYMENT_METHOD_REGISTRATION_FAILED',
};

const cardCodes: ReadonlySet<string> = new Set([
  'PAYMENT_METHOD_REGISTRATION_FAILED',
  'THREE_D_SECURE_FAILED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
]);

/** The card registration's own refusals, in the payment catalogue's words; undefined for any other. */
export function cardRefusalKey(error: unknown): string | undefined {
  return isApiError(error) && cardCodes.has(error.code) ? `payment:errors.${error.code}` : undefined;
}
