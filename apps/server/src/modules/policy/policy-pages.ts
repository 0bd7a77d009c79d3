import type { PolicyPageScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error';
import { currentPolicies } from './policy.repository';

/** The public pages of the store's own policies, by route and policy key. */
const policyPages = [
  { route: '/terms', key: 'terms' },
  { route: '/privacy', key: 'privacy' },
] as const;

/**
 * Screen data of /terms and /privacy: the policy of that key at its current revision, the very text
 * the consent flow asks members to agree to (the page sanitises the markup, as the sign-up's policy
 * step does). A store without such a policy answers 404: the shell shows its not-found page.
 */
export function registerPolicyPages(app: FastifyInstance): void {
  for (const { route, key } of policyPages) {
    app.screenData.register(route, async (screen): Promise<PolicyPageScreenData> => {
      const policy = (await currentPolicies(app.db, screen.store.id, app.now())).find((row) => row.key === key);
      if (!policy) throw notFound();
      return { policy };
    });
  }
}
