import type { FailureCatalogue } from '@vs/ui/form';

/**
 * Unlinking refused (the identity of this login, or the last way in without a password): the
 * catalogue's sentence; any other failure the server's sentence with its code, else 'could not unlink'.
 */
export const identityFailures: FailureCatalogue = {
  namespace: 'account',
  serverMessages: true,
  fallback: 'account:top.identities.unlinkFailed',
};
