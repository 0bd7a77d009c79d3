import type { FailureCatalogue } from '@vs/ui/form';

/**
 * Spec 001 §8 "Revoke of a linked application fails": the server's sentence (a connection already
 * gone says so), else 'the app could not be unlinked'.
 */
export const connectionFailures: FailureCatalogue = {
  namespace: 'mypage',
  serverMessages: true,
  fallback: 'mypage:connections.unlinkFailed',
};
