import type { FailureCatalogue } from '@vs/ui/form';

/**
 * Payment answers (spec 001 §8 "Payment methods", "3-D Secure failed"): the payment catalogue's own
 * text per code, else the server's sentence, else 'クレジットカードの登録に失敗しました'.
 */
export const paymentFailures: FailureCatalogue = {
  namespace: 'payment',
  serverMessages: true,
  fallback: 'payment:errors.PAYMENT_METHOD_REGISTRATION_FAILED',
};
