import type { AccountStepAnswer, ReConsentScreenData, endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { href } from '@vs/routes';
import type { EndpointCall } from '../../http/endpoint-route';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import { recordAccountChange } from '../account/account-changes';
import type { AccountRow } from '../account/accounts.repository';
import { requireMember } from '../member/require-member';
import { safeReturnTarget } from '../auth/return-target';
import { insertConsents } from '../policy/policy.repository';
import type { ScreenDataContext } from '../screen-data/registry';
import { requireStore } from '../store/store.plugin';
import { consentMessages } from './consent-messages';
import { outdatedPoliciesOf } from '../policy/outdated-policies';

const MEMBER_HOME = href('/mypage');

/**
 * GET /zapi/internal/mypage/re-consent/screen-data: nothing left to agree to goes on to
 * `?redirect=` (when safe) or My Page.
 */
export async function reConsentScreenOf(
  app: FastifyInstance,
  { request, store, query }: ScreenDataContext,
  member: AccountRow,
): Promise<ReConsentScreenData | { redirectTo: string }> {
  const policies = await outdatedPoliciesOf(app.db, store.id, member.id, app.now());
  if (policies.length === 0) return { redirectTo: safeReturnTarget(request, query.get('redirect')) ?? MEMBER_HOME };
  return { policies };
}

/**
 * POST /zapi/account/policy/re-consent: every policy the member has not agreed to must be agreed to
 * at its current revision. A revision published since the page loaded answers 400 INVALID_REQUEST,
 * and the page asks again with the new text.
 */
export async function reConsent(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.policyReConsent>,
): Promise<AccountStepAnswer> {
  const member = await requireMember(app, request);
  const store = requireStore(request);
  const body = await bodyOf();
  const now = app.now();
  const outdated = await outdatedPoliciesOf(app.db, store.id, member.id, now);
  const agreed = (policy: (typeof outdated)[number]) =>
    body.policyConsentData.some(
      (given) => given.policyId === policy.policyId && given.revision === policy.revision && given.key === policy.key,
    );
  if (!outdated.every(agreed)) {
    request.log.info({ authId: member.authId }, 're-consent refused: not the current revisions');
    throw new AppError(400, 'INVALID_REQUEST', consentMessages.policyChanged[languageOf(request)]);
  }
  if (outdated.length > 0) {
    await insertConsents(app.db, member.id, outdated, now);
    await recordAccountChange(
      app.db,
      request,
      member.id,
      'policy',
      now,
      outdated.map((policy) => policy.key),
    );
  }
  return { redirectTo: safeReturnTarget(request, body.redirectTo) ?? MEMBER_HOME };
}
