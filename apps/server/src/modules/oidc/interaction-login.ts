import { endpoints, type AuthAnswer } from '@vs/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../http/endpoint-route';
import { invalidBody } from '../../http/validate';
import { codeLoginScreen, multiFactorChoiceScreen, multiFactorEntryScreen } from '../auth/auth-screen-data';
import { codeLoginRoute, loginCodeSend } from '../auth/code-login';
import { passwordLogin } from '../auth/login';
import { multiFactorLogin, multiFactorSend } from '../auth/login-multi-factor';
import { oidcLoginPages } from '../auth/login-pages';
import { completeFirstFactor } from '../auth/login-service';
import { finishInteraction, interactionGonePath, interactionOf, type LiveInteraction } from './interaction';
import { loginResultOf, selectAccountRequested } from './login-result';

/** Where a second factor's pages go once the member is in: the login entry, which hands the member to the provider. */
export const LOGIN_ENTRY = '/oidc/loginInteraction';

/**
 * A step of the site's login service answered inside the interaction: while a factor is still owed
 * (a pending login in the session) the service's next page; once the member is logged in, the
 * interaction itself is answered (the fresh login prompt=login asks for, and the account chosen).
 */
async function answerLoginStep(
  live: LiveInteraction,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: AuthAnswer,
): Promise<AuthAnswer> {
  const authId = await request.session.get('authId');
  if ((await request.session.get('pendingLogin')) || !authId) return answer;
  // A login made in this flow is also the account chosen: the chooser is not shown right after it.
  const { prompt, params } = live.interaction;
  const chosen = prompt.name === 'select_account' || selectAccountRequested(params) ? { select_account: {} } : {};
  const login = await loginResultOf(request, authId);
  return { redirectTo: await finishInteraction(live, request, reply, { login, ...chosen }) };
}

/**
 * The login pages inside an interaction (/oidc/login, /oidc/login/code, /oidc/login/multi-factor/*):
 * the same login service as /login (password, mailed code, every second factor, throttles, history),
 * answering with the OIDC pages. A member's second factor is never skipped: the interaction is only
 * answered once the service has logged the member in.
 */
export function registerInteractionLogin(app: FastifyInstance): void {
  route(app, endpoints.oidcLogin, async (call) => {
    const { request, reply } = call;
    const live = await interactionOf(app, request, reply);
    if (!live) return { redirectTo: interactionGonePath() };
    if ((request.body as { loginMethod?: unknown } | null)?.loginMethod === 'AuthCode') {
      // A second factor's pages come back to the login entry, whatever the browser sent.
      const body = async (method: 'Password' | 'AuthCode') => ({
        ...(await call.body(method)),
        redirectTo: LOGIN_ENTRY,
      });
      const answer = await codeLoginRoute(app, { ...call, body }, oidcLoginPages);
      return answerLoginStep(live, request, reply, answer);
    }
    const body = await call.body('Password');
    if (body.loginMethod !== 'Password') throw invalidBody();
    const account = await passwordLogin(app, request, body.emailUserId, body.password, body.token);
    const identifier = body.emailUserId.trim();
    const answer = await completeFirstFactor(
      app,
      request,
      account,
      { method: 'Password', identifier },
      LOGIN_ENTRY,
      oidcLoginPages,
    );
    return answerLoginStep(live, request, reply, answer);
  });

  route(app, endpoints.oidcLoginCode, async (call) => {
    const live = await interactionOf(app, call.request, call.reply);
    if (!live) return { redirectTo: interactionGonePath() };
    // The code's flow returns to the login entry; the page's answer is /oidc/login/code itself.
    const body = async () => ({ ...(await call.body()), redirectTo: null });
    return loginCodeSend(app, { ...call, body }, oidcLoginPages);
  });

  route(app, endpoints.oidcLoginMultiFactorSend, async (call) => multiFactorSend(app, call, oidcLoginPages));

  route(app, endpoints.oidcLoginMultiFactor, async (call) => {
    const { request, reply } = call;
    const live = await interactionOf(app, request, reply);
    if (!live) return { redirectTo: interactionGonePath() };
    return answerLoginStep(live, request, reply, await multiFactorLogin(app, call, oidcLoginPages));
  });

  // The pages' data: the login service's, and a member already in goes back to the entry.
  const done = () => LOGIN_ENTRY;
  const live = async (request: FastifyRequest, reply: FastifyReply) => interactionOf(app, request, reply);
  app.screenData.register('/oidc/login/code', async (screen) =>
    (await live(screen.request, screen.reply))
      ? codeLoginScreen(app, screen, oidcLoginPages, done)
      : { redirectTo: interactionGonePath() },
  );
  app.screenData.register('/oidc/login/multi-factor', async (screen) =>
    (await live(screen.request, screen.reply))
      ? multiFactorChoiceScreen(app, screen, oidcLoginPages, done)
      : { redirectTo: interactionGonePath() },
  );
  app.screenData.register('/oidc/login/multi-factor/:type', async (screen) =>
    (await live(screen.request, screen.reply))
      ? multiFactorEntryScreen(app, screen, oidcLoginPages, done)
      : { redirectTo: interactionGonePath() },
  );
}
