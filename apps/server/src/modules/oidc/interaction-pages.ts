import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/language';
import { displayNameOf } from '../account/accounts.repository';
import { memberOf } from '../member/require-member';
import type { ScreenDataContext } from '../screen-data/registry';
import { botCheckActive } from '../auth/bot-check-gate';
import { recentSignupSettingsOf } from '../store/signup-settings';
import { userIdentifierListOf } from '../store/account-settings';
import { recentStoreLoginSettingsOf } from '../store/store-login-settings';
import { scopeSettingsOf, splitScopes } from './consent-scopes';
import {
  clientInfoOf,
  finishInteraction,
  interactionGonePath,
  interactionOf,
  loggedInSince,
  type Interaction,
} from './interaction';
import { loginResultOf, selectAccountRequested } from './login-result';
import { precautionsOf, scopesOf } from './oidc.repository';

/** Reasons that ask for a login even with a live site session (the client asked for one). */
const forcedLoginReasons = new Set(['login_prompt', 'max_age']);
/** Reasons that name the member the client expects: another member's login can never satisfy them. */
const subjectReasons = new Set(['id_token_hint', 'claims_id_token_sub_value']);

/** The error page for a request that names another member than the one logged in (no loop back to the provider). */
function otherMemberPath(): string {
  const query = new URLSearchParams({
    status: '400',
    type: 'login_required',
    description: 'The application asked for another account than the one logged in. Log out and try again.',
  });
  return `/oidc/error?${query.toString()}`;
}

/**
 * The entries `/oidc`, `/oidc/loginInteraction`, `/oidc/selectAccountInteraction`: read the
 * interaction and send the browser on. A member already logged in on the site goes straight back to
 * the provider unless the client asked for a fresh login. Every login result carries the member's
 * real login time and methods (`loginResultOf`); a login made in this flow is also the account chosen.
 */
async function entry(app: FastifyInstance, { request, reply }: ScreenDataContext): Promise<{ redirectTo: string }> {
  const live = await interactionOf(app, request, reply);
  if (!live) return { redirectTo: interactionGonePath() };
  const { prompt, params } = live.interaction;
  const member = await memberOf(app, request);
  const fresh = member ? await loggedInSince(request, live.interaction) : false;
  if (prompt.name === 'login') {
    // The client named a member (id_token_hint) and the site's member is another: answering with
    // this login would only bring the browser back here, so the flow ends on a page that says why.
    if (
      member &&
      prompt.reasons.some((reason) => subjectReasons.has(reason)) &&
      hintedSubjectOf(prompt) !== member.authId
    )
      return { redirectTo: otherMemberPath() };
    const forced = prompt.reasons.some((reason) => forcedLoginReasons.has(reason));
    if (member && (!forced || fresh)) {
      const chosen = fresh && selectAccountRequested(params) ? { select_account: {} } : {};
      const login = await loginResultOf(request, member.authId);
      return { redirectTo: await finishInteraction(live, request, reply, { login, ...chosen }) };
    }
    return { redirectTo: '/oidc/login' };
  }
  if (prompt.name === 'select_account') {
    if (!member) return { redirectTo: '/oidc/login' };
    // Just logged in (after "switch"): that login is the choice.
    if (fresh)
      return {
        redirectTo: await finishInteraction(live, request, reply, {
          select_account: {},
          login: await loginResultOf(request, member.authId),
        }),
      };
    return { redirectTo: '/oidc/select-account' };
  }
  return { redirectTo: '/oidc/consent' };
}

/**
 * The member the client named: the `sub` of its `id_token_hint` (the provider verified the token's
 * signature before the prompt was raised, so its payload can be read as is) or of a `claims` sub value.
 */
function hintedSubjectOf(prompt: Interaction['prompt']): string | null {
  const { id_token_hint: hint, sub } = prompt.details as { id_token_hint?: unknown; sub?: { value?: unknown } };
  if (typeof sub?.value === 'string') return sub.value;
  if (typeof hint !== 'string') return null;
  try {
    const payload = JSON.parse(Buffer.from(hint.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub?: unknown;
    };
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

export function registerInteractionPages(app: FastifyInstance): void {
  app.screenData.register('/oidc', (context) => entry(app, context));
  app.screenData.register('/oidc/loginInteraction', (context) => entry(app, context));
  app.screenData.register('/oidc/selectAccountInteraction', (context) => entry(app, context));
  app.screenData.register('/oidc/error', async () => ({ ok: true }));

  app.screenData.register('/oidc/login', async ({ request, reply, store }) => {
    const live = await interactionOf(app, request, reply);
    if (!live) return { redirectTo: interactionGonePath() };
    const [settings, loginSettings, userIdentifierList] = await Promise.all([
      recentSignupSettingsOf(app, store.id),
      recentStoreLoginSettingsOf(app, store.id),
      userIdentifierListOf(app, store.id),
    ]);
    return {
      isEnabledUserId: settings.isEnabledUserId,
      isEnabledAuthCode: loginSettings.isEnabledAuthCode,
      defaultLoginType: loginSettings.isEnabledAuthCode ? loginSettings.defaultLoginType : 'password',
      userIdentifierList,
      botCheck: botCheckActive(app, loginSettings) ? (app.botCheck?.settings ?? null) : null,
      clientInfo: await clientInfoOf(app, request, String(live.interaction.params['client_id'])),
    };
  });

  app.screenData.register('/oidc/consent', async ({ request, reply, store }) => {
    const live = await interactionOf(app, request, reply);
    if (!live) return { redirectTo: interactionGonePath() };
    const { prompt, params } = live.interaction;
    if (prompt.name !== 'consent') return { redirectTo: '/oidc' };
    const language = languageOf(request);
    const [rows, precautions] = await Promise.all([
      scopesOf(app.db, store.id),
      precautionsOf(app.db, store.id, language),
    ]);
    const split = splitScopes(
      typeof params['scope'] === 'string' ? params['scope'] : undefined,
      prompt.details['missingOIDCScope'] as string[] | undefined,
      rows.map((row) => row.scopeKey),
    );
    return {
      clientInfo: await clientInfoOf(app, request, String(params['client_id'])),
      requestScopeKeys: split.requested,
      storeScopeSettings: scopeSettingsOf(rows, language),
      authorizedScopeKeys: split.authorized,
      unauthorizedScopeKeys: split.unauthorized,
      updatedScopeKeys: split.authorized.length > 0 ? split.unauthorized : [],
      oidcPrecautions: precautions,
    };
  });

  app.screenData.register('/oidc/select-account', async ({ request, reply }) => {
    const live = await interactionOf(app, request, reply);
    if (!live) return { redirectTo: interactionGonePath() };
    // The chooser answers an account choice only, never a login the client asked for.
    if (live.interaction.prompt.name !== 'select_account') return { redirectTo: '/oidc' };
    const member = await memberOf(app, request);
    if (!member) return { redirectTo: '/oidc/login' };
    return {
      clientInfo: await clientInfoOf(app, request, String(live.interaction.params['client_id'])),
      account: { displayName: displayNameOf(member), email: member.email },
    };
  });
}
