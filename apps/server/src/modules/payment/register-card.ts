import type { CardRegisteredAnswer, endpoints } from '@vs/contract';
import { href, purchasePaths } from '@vs/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../http/app-error';
import type { EndpointCall } from '../../http/endpoint-route';
import { languageOf } from '../../http/language';
import { requireMember } from '../member/require-member';
import { canonicalOrigin, requireStore } from '../store/store.plugin';
import { paymentTexts } from './payment-messages';
import type { PaymentProvider, RegisteredCard } from './payment-provider';
import { saveCard } from './payment-methods.repository';

declare module '../session/session-data' {
  interface SessionData {
    /** The provider's 3-D Secure challenge this session started (only its own may be finished here). */
    paymentCardChallenge?: string;
    /** The plan whose page the challenged card was typed on, to pay for it (none: My Page). */
    paymentCardChallengePlan?: string;
  }
}

const LIST_PAGE = href('/mypage/payment-method');
const COMPLETE_PAGE = href('/mypage/payment-method/complete');

/**
 * A server with no payment provider configured offers no way to add a method (the page lists none):
 * its calls answer 404 like any feature a store does not have; 503 stays for a provider that fails.
 */
export function requireProvider(app: FastifyInstance): PaymentProvider {
  if (app.paymentProvider) return app.paymentProvider;
  throw notFound();
}

/** Saves the card: My Page goes on to its completion page, a plan page pays with the card at once. */
async function keep(
  app: FastifyInstance,
  request: FastifyRequest,
  provider: PaymentProvider,
  card: RegisteredCard,
  planId: string | undefined,
): Promise<CardRegisteredAnswer> {
  const member = await requireMember(app, request);
  const owner = { storeId: requireStore(request).id, accountId: member.id };
  const saved = await saveCard(app.db, owner, provider.name, card, app.now());
  return planId ? { accountPaymentMethodId: saved.id } : { redirectTo: COMPLETE_PAGE };
}

/**
 * POST /zapi/account/payment-method/credit: the provider's tokens become a saved card, or the
 * provider's 3-D Secure page first (the member comes back with `challengeId` to the list page, or
 * to the plan page or sign-up's plan step the card was typed on to pay for).
 */
export async function registerCredit(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.paymentMethodCredit>,
): Promise<CardRegisteredAnswer> {
  await requireMember(app, request);
  const { planId, signup, ...tokens } = await bodyOf();
  const provider = requireProvider(app);
  const language = languageOf(request);
  const back = planId ? purchasePaths(planId, signup ? 'signup' : 'plan').choose : LIST_PAGE;
  const result = await provider.registerCard(tokens, `${canonicalOrigin(request)}${back}`);
  switch (result.kind) {
    case 'registered':
      return keep(app, request, provider, result.card, planId);
    case 'challenge':
      await request.session.set('paymentCardChallenge', result.challengeId);
      await request.session.set('paymentCardChallengePlan', planId);
      return { redirectTo: result.challengeUrl };
    case 'declined':
      throw new AppError(402, 'PAYMENT_METHOD_REGISTRATION_FAILED', paymentTexts.registrationFailed[language]);
    case 'unavailable':
      throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', paymentTexts.providerUnavailable[language]);
  }
}

/**
 * POST /zapi/account/payment-method/credit/challenge: the outcome is read from the provider, for the
 * challenge this session started only (a challenge id from elsewhere is a flow error).
 */
export async function finishCreditChallenge(
  app: FastifyInstance,
  { request, body: bodyOf }: EndpointCall<typeof endpoints.paymentMethodCreditChallenge>,
): Promise<CardRegisteredAnswer> {
  await requireMember(app, request);
  const { challengeId } = await bodyOf();
  const language = languageOf(request);
  if ((await request.session.get('paymentCardChallenge')) !== challengeId) {
    throw new AppError(409, 'INVALID_SESSION_FLOW', paymentTexts.flow[language], undefined, LIST_PAGE);
  }
  const provider = requireProvider(app);
  const outcome = await provider.challengeOutcome(challengeId);
  if (outcome.kind === 'unavailable')
    throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', paymentTexts.providerUnavailable[language]);
  const planId = await request.session.get('paymentCardChallengePlan');
  await request.session.set('paymentCardChallenge', undefined);
  await request.session.set('paymentCardChallengePlan', undefined);
  if (outcome.kind === 'registered') return keep(app, request, provider, outcome.card, planId);
  throw new AppError(402, 'THREE_D_SECURE_FAILED', paymentTexts.threeDSecureFailed[language]);
}
