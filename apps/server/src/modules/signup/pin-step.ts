import type { SignupPinCodeRequest, SignupStepAnswer } from '@vs/contract';
import { emailPinCodeSchema } from '@vs/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { object } from 'yup';
import { AppError, flowError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import { validateBody } from '../../http/validate';
import { requireStore } from '../store/store.plugin';
import { hasSentPin, signupContextOf } from './signup-context';
import { countPinFailure, markPinVerified, takePinTry } from './signup-flow.repository';
import { signupMessages } from './signup-messages';
import { pinMatches } from './pin';

/**
 * POST /zapi/signup/pin-code. Wrong, expired, spent and killed codes all answer PIN_CODE_ERROR
 * (the page shows 'authentication failed'); after 5 tries only a new code helps.
 */
export async function signupPinCode(app: FastifyInstance, request: FastifyRequest): Promise<SignupStepAnswer> {
  const store = requireStore(request);
  const language = languageOf(request);
  const { pinCode } = (await validateBody(object({ pinCode: emailPinCodeSchema() }), request.body)) as SignupPinCodeRequest;
  const context = await signupContextOf(app, request, store);
  if (context.loggedIn) throw flowError('/plans', signupMessages.flow[language]);
  const { flow } = context;
  if (!hasSentPin(flow)) throw flowError('/signup/email', signupMessages.flow[language]);
  if (flow.pinVerifiedAt) return { redirectTo: '/signup/form' };

  const now = app.now();
  const stored = await takePinTry(app.db, flow.id, now);
  if (stored !== null && pinMatches(flow.id, pinCode, stored)) {
    await markPinVerified(app.db, flow.id, stored, now);
    request.log.info({ flowId: flow.id }, 'sign-up PIN verified');
    return { redirectTo: '/signup/form' };
  }
  await countPinFailure(app.db, flow.id);
  request.log.info({ flowId: flow.id, codeAlive: stored !== null }, 'sign-up PIN refused');
  // No fieldErrors: the page shows its catalogue's 'authentication failed' on the field for this code.
  throw new AppError(400, 'PIN_CODE_ERROR', signupMessages.pinCodeError[language]);
}
