import type { SignupStepAnswer, endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import { AppError, flowError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import { requireStore } from '../store/store.plugin';
import { hasSentPin, signupContextOf } from './signup-context';
import { countPinFailure, markPinVerified, takePinTry } from './signup-flow.repository';
import { signupMessages } from './signup-messages';
import { pinMatches } from './pin';
import { countAgainst } from '../rate-limit/rate-limit';
import { DAILY_PIN_FAILURES_PER_EMAIL } from './signup-policy';
import { MEMBER_HOME, signupPagesOf, signupTimeout } from './signup-pages';

/**
 * POST /zapi/signup/pin-code. Wrong, expired, spent and killed codes all answer PIN_CODE_ERROR
 * (the page shows 'authentication failed'); after 5 tries only a new code helps, and each wrong
 * code counts towards the address's daily cap (across flows), past which no code is sent to it.
 */
export async function signupPinCode(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.signupPinCode>,
): Promise<SignupStepAnswer> {
  const store = requireStore(request);
  const language = languageOf(request);
  const { pinCode } = await bodyOf();
  const context = await signupContextOf(app, request, store);
  if (context.loggedIn) throw flowError(MEMBER_HOME, signupMessages.flow[language]);
  const { flow } = context;
  const pages = await signupPagesOf(request);
  if (!flow && context.timedOut) throw signupTimeout(pages, language);
  if (!hasSentPin(flow)) throw flowError(pages.email, signupMessages.flow[language]);
  if (flow.pinVerifiedAt) return { redirectTo: pages.form };

  const now = app.now();
  const stored = await takePinTry(app.db, flow.id, now);
  if (stored !== null && pinMatches(flow.id, pinCode, stored)) {
    await markPinVerified(app.db, flow.id, stored, now);
    request.log.info({ flowId: flow.id }, 'sign-up PIN verified');
    return { redirectTo: pages.form };
  }
  await countPinFailure(app.db, flow.id);
  // Wrong codes at this address today, over every flow: past the cap no more codes are sent to it.
  await countAgainst(app.db, DAILY_PIN_FAILURES_PER_EMAIL, `${store.id}:${flow.email.toLowerCase()}`, now);
  request.log.info({ flowId: flow.id, codeAlive: stored !== null }, 'sign-up PIN refused');
  // No fieldErrors: the page shows its catalogue's 'authentication failed' on the field for this code.
  throw new AppError(400, 'PIN_CODE_ERROR', signupMessages.pinCodeError[language]);
}
