import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import type { StoreLoginSettings } from '../store/store-login-settings';
import { authMessages } from './auth-messages';
import type { RecordLogin } from './login-record';

/** The store asks for the bot check and this server can verify one. */
export const botCheckActive = (app: FastifyInstance, settings: StoreLoginSettings): boolean =>
  settings.isRecaptchaEnabled && app.botCheck !== undefined;

/**
 * Password login and the code send pass the bot check first where it is active. A refused
 * token answers the default login failure and is written to the history.
 */
export async function passBotCheck(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: StoreLoginSettings,
  token: string | undefined,
  record: RecordLogin,
): Promise<void> {
  if (!botCheckActive(app, settings) || !app.botCheck) return;
  if (token && (await app.botCheck.verify(token, request.ip, 'login'))) return;
  await record('BOT_CHECK_FAILED');
  request.log.info('login refused: bot check failed');
  throw new AppError(400, 'LOGIN_FAILED', authMessages.failed[languageOf(request)]);
}
