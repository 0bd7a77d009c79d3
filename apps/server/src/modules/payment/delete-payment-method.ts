import type { RedirectAnswer, endpoints } from '@vs/contract';
import { href } from '@vs/routes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { defaultMessages } from '../../http/error-body';
import type { EndpointCall } from '../../http/endpoint-route';
import { languageOf } from '../../http/language';
import { requireMember } from '../member/require-member';
import { requireStore } from '../store/store.plugin';
import { paymentTexts } from './payment-messages';
import { deletePaymentMethod, findPaymentMethod } from './payment-methods.repository';

/**
 * DELETE /zapi/account/payment-method/{accountPaymentMethodId}: refused while a contract or a
 * pending cancellation pays with it (spec 000 §6); the purchase module says which through
 * app.paymentMethodUsages.
 */
export async function deleteMethod(
  app: FastifyInstance,
  { request, params }: EndpointCall<typeof endpoints.paymentMethodDelete>,
): Promise<RedirectAnswer> {
  const member = await requireMember(app, request);
  const owner = { storeId: requireStore(request).id, accountId: member.id };
  const method = await findPaymentMethod(app.db, owner, params.accountPaymentMethodId);
  if (!method) throw new AppError(404, 'NOT_FOUND', defaultMessages.NOT_FOUND ?? 'Page not found.');
  if ((await app.paymentMethodUsages.of(app.db, owner)).get(method.id)?.length) {
    throw new AppError(409, 'PAYMENT_METHOD_IN_USE', paymentTexts.inUse[languageOf(request)]);
  }
  await deletePaymentMethod(app.db, owner, method.id);
  return { redirectTo: href('/mypage/payment-method/delete/complete') };
}
