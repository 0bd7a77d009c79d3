import {
  multiFactorTypeOfSegment,
  type LoginCodeScreenData,
  type LoginMultiFactorEntryScreenData,
  type LoginMultiFactorScreenData,
  type LoginScreenData,
  type PasswordResetScreenData,
} from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { findAccount } from '../account/accounts.repository';
import { maskEmail, maskPhone } from '../mfa/mask';
import { userIdentifierListOf } from '../store/account-settings';
import { storeLoginSettingsOf } from '../store/store-login-settings';
import type { ScreenDataContext } from '../screen-data/registry';
import { signupSettingsOf } from '../store/signup-settings';
import { botCheckActive } from './bot-check-gate';
import { resendAfterSeconds } from './code-login';
import { siteLoginPages, type LoginPages } from './login-pages';
import { livePendingLogin, memberFactorsOf, smsNumberOf } from './login-service';
import { resetTokenValid } from './password-reset';
import { loginIsRecent } from '../member/step-up';
import { afterLoginTarget, safeReturnTarget } from './return-target';

const loggedIn = async (screen: ScreenDataContext) => (await screen.request.session.get('authId')) !== undefined;

/** Where a member with no login step left in the session goes from a step's page. */
type DoneTarget = () => string;

/** The mailed-code page of a login (/login/code, /oidc/login/code). */
export async function codeLoginScreen(
  app: FastifyInstance,
  screen: ScreenDataContext,
  pages: LoginPages,
  done: DoneTarget,
): Promise<LoginCodeScreenData | { redirectTo: string }> {
  const flow = await screen.request.session.get('codeLogin');
  // A login in progress goes on even in a member's session (step-up); otherwise a member goes on.
  if (!flow && (await loggedIn(screen))) return { redirectTo: done() };
  if (!flow) return { redirectTo: `${pages.login}?loginType=authCode` };
  const settings = await storeLoginSettingsOf(app.db, screen.store.id);
  return {
    email: flow.email,
    resendAfterSeconds: resendAfterSeconds(flow.sentAt, app.now()),
    returnTo: flow.redirectTo,
    botCheck: botCheckActive(app, settings) ? (app.botCheck?.settings ?? null) : null,
  };
}

/** The choice of second factor (/login/multi-factor, /oidc/login/multi-factor). */
export async function multiFactorChoiceScreen(
  app: FastifyInstance,
  screen: ScreenDataContext,
  pages: LoginPages,
  done: DoneTarget,
): Promise<LoginMultiFactorScreenData | { redirectTo: string }> {
  const pending = await livePendingLogin(app, screen.request);
  // As for the code page: a second step in progress goes on even in a member's session (step-up).
  if (!pending && (await loggedIn(screen))) return { redirectTo: done() };
  if (!pending) return { redirectTo: pages.login };
  const { types, preferredType } = await memberFactorsOf(app, screen.store.id, pending.accountId);
  return { types, preferredType };
}

/** One second factor's page (/login/multi-factor/{segment}, /oidc/login/multi-factor/{segment}). */
export async function multiFactorEntryScreen(
  app: FastifyInstance,
  screen: ScreenDataContext,
  pages: LoginPages,
  done: DoneTarget,
): Promise<LoginMultiFactorEntryScreenData | { redirectTo: string }> {
  const pending = await livePendingLogin(app, screen.request);
  if (!pending && (await loggedIn(screen))) return { redirectTo: done() };
  if (!pending) return { redirectTo: pages.login };
  const type = multiFactorTypeOfSegment(screen.params['type'] ?? '');
  const member = await memberFactorsOf(app, screen.store.id, pending.accountId);
  const { types } = member;
  if (!type || !types.includes(type)) return { redirectTo: pages.multiFactor };
  const account = type === 'Email' ? await findAccount(app.db, screen.store.id, pending.accountId) : null;
  const sms = type === 'SMS' ? smsNumberOf(member) : null;
  const destination = account ? maskEmail(account.email) : sms ? maskPhone(sms) : null;
  const sentAt = type === 'Email' || type === 'SMS' ? pending.codeSentAt?.[type] : undefined;
  return {
    type,
    destination,
    codeSent: sentAt !== undefined,
    resendAfterSeconds: resendAfterSeconds(sentAt, app.now()),
    canChooseAnother: types.length > 1,
  };
}

/** Screen data of the login, code-login, second-factor, logout and password-reset pages. */
export function registerAuthScreenData(app: FastifyInstance): void {
  const botCheckOf = async (storeId: string) => {
    const settings = await storeLoginSettingsOf(app.db, storeId);
    const active = botCheckActive(app, settings);
    return { settings, active, botCheck: active ? (app.botCheck?.settings ?? null) : null };
  };

  app.screenData.register('/login', async (screen): Promise<LoginScreenData | { redirectTo: string }> => {
    const target = screen.query.get('redirect');
    // Step-up: a member whose login is too old for the change asked for logs in again here.
    const isStepUp =
      screen.query.get('prompt') === 'login' && (await loggedIn(screen)) && !(await loginIsRecent(app, screen.request));
    // A member has nothing else to do here: on to the return target or the member home.
    if (!isStepUp && (await loggedIn(screen))) return { redirectTo: afterLoginTarget(screen.request, target) };
    const [signup, { settings, active, botCheck }, userIdentifierList] = await Promise.all([
      signupSettingsOf(app.db, screen.store.id),
      botCheckOf(screen.store.id),
      userIdentifierListOf(app, screen.store.id),
    ]);
    return {
      isEnabledUserId: signup.isEnabledUserId,
      isEnabledPassword: true,
      isEnabledAuthCode: settings.isEnabledAuthCode,
      isRecaptchaEnabled: active,
      botCheck,
      defaultLoginType: settings.isEnabledAuthCode ? settings.defaultLoginType : 'password',
      userIdentifierList,
      returnTo: safeReturnTarget(screen.request, target),
      isStepUp,
    };
  });

  app.screenData.register('/login/code', (screen) =>
    codeLoginScreen(app, screen, siteLoginPages, () => afterLoginTarget(screen.request, screen.query.get('redirect'))),
  );
  app.screenData.register('/login/multi-factor', (screen) =>
    multiFactorChoiceScreen(app, screen, siteLoginPages, () => afterLoginTarget(screen.request, null)),
  );
  app.screenData.register('/login/multi-factor/:type', (screen) =>
    multiFactorEntryScreen(app, screen, siteLoginPages, () => afterLoginTarget(screen.request, null)),
  );

  const empty = async () => ({ ok: true as const });
  app.screenData.register('/logout', empty);
  app.screenData.register('/password/forgot', empty);
  app.screenData.register('/forgetpassword', empty);
  app.screenData.register('/password/forgot/complete', empty);
  app.screenData.register('/password/reset/complete', empty);

  const reset = async (screen: ScreenDataContext): Promise<PasswordResetScreenData> => {
    const settings = await signupSettingsOf(app.db, screen.store.id);
    return {
      passwordStrength: settings.passwordStrength,
      tokenValid: await resetTokenValid(app.db, screen.query.get('token'), app.now()),
    };
  };
  app.screenData.register('/password/reset', reset);
  app.screenData.register('/newpassword', reset);
}
