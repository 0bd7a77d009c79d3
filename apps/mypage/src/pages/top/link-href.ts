import { externalAuthPaths } from '@vs/contract';
import type { SocialActionType } from '@vs/validation';

const linking: SocialActionType = 'enableExternalAuth';

/** Where "link" leads: the server's start of the trip to the provider, as a link (spec 001 §7 GET /auth/authorize). */
export function linkHref(userIdentifierType: string): string {
  const query = new URLSearchParams({ userIdentifierType, socialActionType: linking });
  return `${externalAuthPaths.authorize}?${query.toString()}`;
}
