import { catalogueTexts } from '@vs/catalogue';
import type { ErrorCode } from '@vs/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../http/language';

/** The subscription calls' refusals, each with the catalogue's wording (the pages show the same text by code). */
const texts = catalogueTexts({
  NOT_FOUND: 'subscription:errors.NOT_FOUND',
  SUBSCRIPTION_RENEWING: 'subscription:errors.SUBSCRIPTION_RENEWING',
  SUBSCRIPTION_ALREADY_CANCELLED: 'subscription:errors.SUBSCRIPTION_ALREADY_CANCELLED',
  SUBSCRIPTION_CANCEL_FAILED: 'subscription:errors.SUBSCRIPTION_CANCEL_FAILED',
  SUBSCRIPTION_UNDO_NOT_ALLOWED: 'subscription:errors.SUBSCRIPTION_UNDO_NOT_ALLOWED',
  SUBSCRIPTION_UNDO_NO_PAYMENT_METHOD: 'subscription:errors.SUBSCRIPTION_UNDO_NO_PAYMENT_METHOD',
  SUBSCRIPTION_NOT_ON_HOLD: 'subscription:errors.SUBSCRIPTION_NOT_ON_HOLD',
  SUBSCRIPTION_RETRY_TOO_EARLY: 'subscription:errors.SUBSCRIPTION_RETRY_TOO_EARLY',
  SUBSCRIPTION_RETRY_IN_PROGRESS: 'subscription:errors.SUBSCRIPTION_RETRY_IN_PROGRESS',
  SUBSCRIPTION_CHARGE_DECLINED: 'subscription:errors.SUBSCRIPTION_CHARGE_DECLINED',
  SUBSCRIPTION_CHARGE_UNKNOWN: 'subscription:errors.SUBSCRIPTION_CHARGE_UNKNOWN',
  PAYMENT_METHOD_UNUSABLE: 'subscription:errors.PAYMENT_METHOD_UNUSABLE',
  PAYMENT_METHOD_CHANGE_FAILED: 'subscription:errors.PAYMENT_METHOD_CHANGE_FAILED',
});

export type SubscriptionRefusal = keyof typeof texts & ErrorCode;

/**
 * HTTP status of each refusal: a state that forbids the move is a conflict (409), a charge the
 * provider refused 402, a lost answer 504 (as the purchase's timeout), an unknown contract 404.
 */
const statusOf: Readonly<Record<SubscriptionRefusal, number>> = {
  NOT_FOUND: 404,
  SUBSCRIPTION_RENEWING: 409,
  SUBSCRIPTION_ALREADY_CANCELLED: 409,
  SUBSCRIPTION_CANCEL_FAILED: 409,
  SUBSCRIPTION_UNDO_NOT_ALLOWED: 409,
  SUBSCRIPTION_UNDO_NO_PAYMENT_METHOD: 409,
  SUBSCRIPTION_NOT_ON_HOLD: 409,
  SUBSCRIPTION_RETRY_TOO_EARLY: 409,
  SUBSCRIPTION_RETRY_IN_PROGRESS: 409,
  SUBSCRIPTION_CHARGE_DECLINED: 402,
  SUBSCRIPTION_CHARGE_UNKNOWN: 504,
  PAYMENT_METHOD_UNUSABLE: 409,
  PAYMENT_METHOD_CHANGE_FAILED: 409,
};

export function refusal(request: FastifyRequest, code: SubscriptionRefusal): AppError {
  return new AppError(statusOf[code], code, texts[code][languageOf(request)]);
}
