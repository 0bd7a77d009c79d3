import { endpoints } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/endpoint-route';
import { memberOf } from '../member/require-member';
import { requireStore } from '../store/store.plugin';
import { decideConsent, scopesAfterConsent, splitScopes } from './consent-scopes';
import { finishInteraction, interactionGonePath, interactionOf, type LiveInteraction } from './interaction';
import { scopesOf } from './oidc.repository';

/** The signed-in member, when it is the one the interaction is about; a change of member mid-flow stops it. */
async function memberOfInteraction(app: FastifyInstance, request: FastifyRequest, live: LiveInteraction) {
  const member = await memberOf(app, request);
  const subject = live.interaction.session?.accountId;
  return member && subject === member.authId ? member : null;
}

/** The interaction form posts (spec 001 §7), CSRF-checked like every other write. */
export function registerInteractionForms(app: FastifyInstance): void {
  route(app, endpoints.oidcConsent, async (call) => {
    const { request, reply } = call;
    const live = await interactionOf(app, request, reply);
    if (!live || live.interaction.prompt.name !== 'consent') return { redirectTo: interactionGonePath() };
    const member = await memberOfInteraction(app, request, live);
    if (!member) return { redirectTo: interactionGonePath() };
    const { addScope, rejectScope } = await call.body();
    const rows = await scopesOf(app.db, requireStore(request).id);
    const { params, prompt, grantId } = live.interaction;
    const split = splitScopes(
      typeof params['scope'] === 'string' ? params['scope'] : undefined,
      prompt.details['missingOIDCScope'] as string[] | undefined,
      rows.map((row) => row.scopeKey),
    );
    const required = new Set(rows.filter((row) => row.required).map((row) => row.scopeKey));
    const decision = decideConsent(split, required, addScope, rejectScope);
    if (decision.kind === 'refused') {
      request.log.info({ reason: decision.reason }, 'consent answer refused');
      throw new AppError(400, 'INVALID_REQUEST', 'The consent answer does not match the request.');
    }
    const { Grant } = live.provider;
    const grant =
      (grantId ? await Grant.find(grantId) : undefined) ??
      new Grant({ accountId: member.authId, clientId: String(params['client_id']) });
    // The library only ever adds to a grant's refusals: the scopes are set here from the whole answer.
    const scopeList = (scope: string | undefined) => (scope ?? '').split(' ').filter(Boolean);
    const { granted, rejected } = scopesAfterConsent(
      { granted: scopeList(grant.openid?.scope), rejected: scopeList(grant.rejected?.openid?.scope) },
      decision,
    );
    grant.openid = { ...grant.openid, scope: granted.join(' ') };
    grant.rejected = { ...grant.rejected, openid: { ...grant.rejected?.openid, scope: rejected.join(' ') } };
    const claims = prompt.details['missingOIDCClaims'];
    if (Array.isArray(claims) && claims.length > 0) grant.addOIDCClaims(claims as string[]);
    const savedGrantId = await grant.save();
    request.log.info({ authId: member.authId, clientId: params['client_id'] }, 'oidc consent given');
    return { redirectTo: await finishInteraction(live, request, reply, { consent: { grantId: savedGrantId } }) };
  });

  route(app, endpoints.oidcConsentAbort, async ({ request, reply }) => {
    const live = await interactionOf(app, request, reply);
    if (!live) return { redirectTo: interactionGonePath() };
    const redirectTo = await live.provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return { redirectTo };
  });

  // "Continue as": only the answer to a pending account choice. While a login is owed (prompt=login,
  // max_age, no provider session) it answers nothing: the password form is the only way on.
  route(app, endpoints.oidcSelectAccount, async ({ request, reply }) => {
    const live = await interactionOf(app, request, reply);
    if (!live) return { redirectTo: interactionGonePath() };
    if (live.interaction.prompt.name !== 'select_account') {
      request.log.info({ prompt: live.interaction.prompt.name }, 'account choice refused: another prompt is pending');
      return { redirectTo: '/oidc/login' };
    }
    const member = await memberOfInteraction(app, request, live);
    if (!member) return { redirectTo: '/oidc/login' };
    return { redirectTo: await finishInteraction(live, request, reply, { select_account: {} }) };
  });

  // Someone else: the site session ends, and the login page starts the choice again.
  route(app, endpoints.oidcSelectAccountSwitch, async ({ request, reply }) => {
    const live = await interactionOf(app, request, reply);
    if (!live) return { redirectTo: interactionGonePath() };
    await request.session.destroy();
    return { redirectTo: '/oidc/login' };
  });
}
