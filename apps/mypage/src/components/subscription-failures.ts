import type { FailureCatalogue } from '@vs/ui/form';

/** Spec 001 §8 "Subscription cancel", payment-method errors: the catalogue's text per code, else the server's. */
export const subscriptionFailures: FailureCatalogue = { namespace: 'subscription', serverMessages: true };
