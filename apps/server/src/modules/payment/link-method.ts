import {
  PAYPAL_PAYMENT_METHOD,
  type PaymentMethodLinkAnswer,
  type PaymentMethodType,
  type RedirectAnswer,
  type endpoints,
} from '@vs/contract';
import { href } from '@vs/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { EndpointCall } from '../../http/endpoint-route';
import { languageOf } from '../../http/language';
import { requireMember } from '../member/require-member';
import { canonicalOrigin, requireStore } from '../store/store.plugin';
import { paymentTexts } from './payment-messages';
import { saveLinkedMethod } from './payment-methods.repository';
import { requireProvider } from './register-card';

declare module '../session/session-data' {
  interface SessionData {
    /** The redirect-style link this session started, and its type (only its own may be finished here). */
    paymentLink?: { readonly linkId: string; readonly type: PaymentMethodType };
  }
}

const LIST_PAGE = href('/mypage/payment-method');

async function start(app: FastifyInstance, request: FastifyRequest, type: PaymentMethodType) {
  await requireMember(app, request);
  const provider = requireProvider(app);
  const started = await provider.startLink(type, `${canonicalOrigin(request)}${LIST_PAGE}`);
  if (started.kind === 'unavailable')
    throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', paymentTexts.providerUnavailable[languageOf(request)]);
  await request.session.set('paymentLink', { linkId: started.linkId, type });
  return started;
}

/** POST /zapi/account/payment-method/link: the provider's address and the fields the page posts there. */
export async function startLink(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.paymentMethodLink>,
): Promise<PaymentMethodLinkAnswer> {
  await requireMember(app, request);
  const { paymentMethodType } = await bodyOf();
  const { linkUrl, params } = await start(app, request, paymentMethodType);
  return { linkUrl, params };
}

/** POST /zapi/account/payment-method/paypal: PayPal's confirmation, by a redirect. */
export async function startPaypal(
  app: FastifyInstance,
  { request }: EndpointCall<typeof endpoints.paymentMethodPaypal>,
): Promise<RedirectAnswer> {
  return { redirectTo: (await start(app, request, PAYPAL_PAYMENT_METHOD)).linkUrl };
}

/** POST /zapi/account/payment-method/link/result: the outcome, read from the provider. */
export async function finishLink(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.paymentMethodLinkResult>,
): Promise<RedirectAnswer> {
  const member = await requireMember(app, request);
  const { linkId } = await bodyOf();
  const language = languageOf(request);
  const pending = await request.session.get('paymentLink');
  if (pending?.linkId !== linkId) {
    throw new AppError(409, 'INVALID_SESSION_FLOW', paymentTexts.flow[language], undefined, LIST_PAGE);
  }
  const provider = requireProvider(app);
  const outcome = await provider.linkOutcome(linkId);
  if (outcome.kind === 'unavailable')
    throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', paymentTexts.providerUnavailable[language]);
  await request.session.set('paymentLink', undefined);
  if (outcome.kind === 'cancelled')
    throw new AppError(402, 'PAYMENT_METHOD_LINK_CANCELLED', paymentTexts.linkCancelled[language]);
  const owner = { storeId: requireStore(request).id, accountId: member.id };
  await saveLinkedMethod(app.db, owner, provider.name, pending.type, outcome.reference, app.now());
  return { redirectTo: href('/mypage/payment-method/complete') };
}
