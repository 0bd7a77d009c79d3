import type { LoginScreenData, PasswordResetScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import type { ScreenDataContext } from '../screen-data/registry';
import { signupSettingsOf } from '../signup/signup-settings';
import { resetTokenValid } from './password-reset';
import { afterLoginTarget, safeReturnTarget } from './return-target';

const loggedIn = async (screen: ScreenDataContext) => (await screen.request.session.get('authId')) !== undefined;

/** Screen data of the login, logout and password-reset pages. */
export function registerAuthScreenData(app: FastifyInstance): void {
  app.screenData.register('/login', async (screen): Promise<LoginScreenData | { redirectTo: string }> => {
    const target = screen.query.get('redirect');
    // A member has nothing to do here: on to the return target or the member home.
    if (await loggedIn(screen)) return { redirectTo: afterLoginTarget(screen.request, target) };
    const settings = await signupSettingsOf(app.db, screen.store.id);
    return {
      isEnabledUserId: settings.isEnabledUserId,
      isEnabledPassword: true,
      isEnabledAuthCode: false,
      isRecaptchaEnabled: false,
      botCheck: null,
      defaultLoginType: 'password',
      redirectTo: safeReturnTarget(screen.request, target),
    };
  });

  const empty = async () => ({ ok: true as const });
  app.screenData.register('/logout', empty);
  app.screenData.register('/password/forgot', empty);
  app.screenData.register('/forgetpassword', empty);
  app.screenData.register('/password/forgot/complete', empty);
  app.screenData.register('/password/reset/complete', empty);

  const reset = async (screen: ScreenDataContext): Promise<PasswordResetScreenData> => {
    const settings = await signupSettingsOf(app.db, screen.store.id);
    return { passwordStrength: settings.passwordStrength, tokenValid: await resetTokenValid(app.db, screen.query.get('token'), app.now()) };
  };
  app.screenData.register('/password/reset', reset);
  app.screenData.register('/newpassword', reset);
}
