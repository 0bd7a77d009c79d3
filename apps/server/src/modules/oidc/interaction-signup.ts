import { endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint-route';
import { signupEmail } from '../signup/email-step';
import { oidcSignupPages } from '../signup/signup-pages';
import { emailStepScreen, pinCodeStepScreen } from '../signup/signup-screen-data';
import { interactionGonePath, interactionOf } from './interaction';

/**
 * Sign-up inside an interaction (/oidc/signup, /oidc/signup/auth, POST /zapi/oidc/signup/email): the
 * site's sign-up service on the OIDC pages. The e-mail step keeps the interaction's uid in the session
 * (the server's own, never the browser's), so the finished sign-up goes to the login entry, which
 * hands the new member to the provider: consent, then the client.
 */
export function registerInteractionSignup(app: FastifyInstance): void {
  route(app, endpoints.oidcSignupEmail, async (call) => {
    const live = await interactionOf(app, call.request, call.reply);
    if (!live) return { redirectTo: interactionGonePath() };
    return signupEmail(app, call, live.interaction.uid);
  });

  app.screenData.register('/oidc/signup', async (screen) =>
    (await interactionOf(app, screen.request, screen.reply))
      ? emailStepScreen(app, screen, oidcSignupPages)
      : { redirectTo: interactionGonePath() },
  );
  app.screenData.register('/oidc/signup/auth', async (screen) =>
    (await interactionOf(app, screen.request, screen.reply))
      ? pinCodeStepScreen(app, screen, oidcSignupPages)
      : { redirectTo: interactionGonePath() },
  );
}
