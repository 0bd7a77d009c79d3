import { matchPattern } from './match-route';

/**
 * The pages that load the payment provider's scripts (card entry). Their CSP allows the provider's
 * origin, and no other page's does; so the browser always loads them as a document of their own
 * (a client-side navigation would keep the previous page's CSP). The plan page takes a new card in
 * its how to pay, and so does sign-up's plan step.
 */
export const paymentPagePatterns: readonly string[] = ['/mypage/payment-method', '/plans/:planId', '/signup/plans'];

export function isPaymentPage(pathname: string): boolean {
  return paymentPagePatterns.some((pattern) => matchPattern(pattern, pathname) !== null);
}
