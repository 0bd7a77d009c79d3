import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/language';
import { displayNameOf } from '../account/accounts.repository';
import { memberOf } from '../member/require-member';
import type { ScreenDataContext } from '../screen-data/registry';
import { botCheckActive } from '../auth/bot-check-gate';
import { recentSignupSettingsOf } from '../store/signup-settings';
import { recentStoreLoginSettingsOf } from '../store/store-login-settings';
import { scopeSettingsOf, splitScopes } from './consent-scopes';
import { clientInfoOf, finishInteraction, interactionGonePath, interactionOf, loggedInSince } from './interaction';
import { precautionsOf, scopesOf } from './oidc.repository';

/** Reasons that ask for a login even with a live site session (the client asked for one). */
const forcedLoginReasons = new Set(['login_prompt', 'max_age']);

/**
 * The entries `/oidc`, `/oidc/loginInteraction`, `/oidc/selectAccountInteraction`: read the
 * interaction and send the browser on. A member already logged in on the site goes straight back to
 * the provider unless the client asked for a fresh login.
 */
async function entry(app: FastifyInstance, { request, reply }: ScreenDataContext): Promise<{ redirectTo: string }> {
  const live = await interactionOf(app, request, reply);
  if (!live) return { redirectTo: interactionGonePath() };
  const { prompt } = live.interaction;
  const member = await memberOf(app, request);
  const fresh = member ? await loggedInSince(request, live.interaction) : false;
  if (prompt.name === 'login') {
    const forced = prompt.reasons.some((reason) => forcedLoginReasons.has(reason));
    if (member && (!forced || fresh))
      return { redirectTo: await finishInteraction(live, request, reply, { login: { accountId: member.authId } }) };
    return { redirectTo: '/oidc/login' };
  }
  if (prompt.name === 'select_account') {
    if (!member) return { redirectTo: '/oidc/login' };
    // Just logged in (after "switch"): that login is the choice.
    if (fresh)
      return {
        redirectTo: await finishInteraction(live, request, reply, {
          select_account: {},
          login: { accountId: member.authId },
        }),
      };
    return { redirectTo: '/oidc/select-account' };
  }
  return { redirectTo: '/oidc/consent' };
}

export function registerInteractionPages(app: FastifyInstance): void {
  app.screenData.register('/oidc', (context) => entry(app, context));
  app.screenData.register('/oidc/loginInteraction', (context) => entry(app, context));
  app.screenData.register('/oidc/selectAccountInteraction', (context) => entry(app, context));
  app.screenData.register('/oidc/error', async () => ({ ok: true }));

  app.screenData.register('/oidc/login', async ({ request, reply, store }) => {
    const live = await interactionOf(app, request, reply);
    if (!live) return { redirectTo: interactionGonePath() };
    const [settings, loginSettings] = await Promise.all([
      recentSignupSettingsOf(app, store.id),
      recentStoreLoginSettingsOf(app, store.id),
    ]);
    return {
      isEnabledUserId: settings.isEnabledUserId,
      isEnabledAuthCode: loginSettings.isEnabledAuthCode,
      defaultLoginType: loginSettings.isEnabledAuthCode ? loginSettings.defaultLoginType : 'password',
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
    const member = await memberOf(app, request);
    if (!member) return { redirectTo: '/oidc/login' };
    return {
      clientInfo: await clientInfoOf(app, request, String(live.interaction.params['client_id'])),
      account: { displayName: displayNameOf(member), email: member.email },
    };
  });
}
