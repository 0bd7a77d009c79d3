import type { AccountPinRequest } from '@vs/contract';
import { emailPinCodeSchema } from '@vs/validation';
import type { FastifyRequest } from 'fastify';
import { object } from 'yup';
import { validateBody } from '../../http/validate';

/** `{ pinCode }`, the body of every call that only confirms a mailed PIN. */
export async function pinCodeOf(request: FastifyRequest): Promise<string> {
  const body = (await validateBody(object({ pinCode: emailPinCodeSchema() }), request.body)) as AccountPinRequest;
  return body.pinCode;
}
