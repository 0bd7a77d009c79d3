import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAccount } from '../account/accounts.repository';
import { completeFirstFactor } from '../auth/login-service';
import { languageOf } from '../../http/language';
import { mailSecurityNotice } from '../mfa/security-notice-mail';
import { requireStore } from '../store/store.plugin';
import { accountIdOfIdentity, linkIdentity } from './identities.repository';
import { outcomePaths } from './outcome-paths';
import { providerNameOf } from './provider-name';
import type { ExternalIdentityClaims } from './provider-answer';
import './pending-signup';

/**
 * A login through a provider: a linked identity logs its member in through the one after-first-factor
 * decision of every login (the second factor still asked; amr 'fed'); an unknown one waits in the
 * session for the sign-up through it. An account is never found by the provider's e-mail.
 */
export async function finishExternalLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  identity: ExternalIdentityClaims,
  redirectTo: string | null,
): Promise<string> {
  const store = requireStore(request);
  const accountId = await accountIdOfIdentity(app.db, store.id, identity);
  const account = accountId ? await findAccount(app.db, store.id, accountId) : null;
  if (!account) {
    await request.session.update({
      pendingExternalSignup: { ...identity, at: app.now().toISOString(), redirectTo },
    });
    request.log.info({ provider: identity.type }, 'external identity: unknown, sign-up offered');
    return outcomePaths.signup;
  }
  const answer = await completeFirstFactor(
    app,
    request,
    account,
    { method: 'ExternalAuth', identifier: identity.type, identityType: identity.type },
    redirectTo,
  );
  return answer.redirectTo;
}

/**
 * Linking from My Page: only for the member who started it, still logged in; an identity of another
 * account is refused with 'already exists' (spec 001 §8), any other failure with the system error.
 */
export async function finishExternalLink(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: string,
  identity: ExternalIdentityClaims,
): Promise<string> {
  const store = requireStore(request);
  if ((await request.session.get('accountId')) !== accountId) return outcomePaths.relateError('SOCIAL_LINK_FAILED');
  const outcome = await linkIdentity(app.db, store.id, accountId, identity, app.now());
  const authId = await request.session.get('authId');
  request.log.info({ authId, provider: identity.type, outcome }, 'external identity: link');
  if (outcome === 'linked') {
    const account = await findAccount(app.db, store.id, accountId);
    const provider = await providerNameOf(app, store.id, identity.type);
    if (account)
      await mailSecurityNotice(app, request, store, account, { kind: 'identityLinked', provider }, languageOf(request));
  }
  if (outcome === 'linked' || outcome === 'alreadyLinked') return outcomePaths.linked;
  return outcomePaths.relateError(outcome === 'linkedElsewhere' ? 'ACCOUNT_ALREADY_EXISTS' : 'SOCIAL_LINK_FAILED');
}
