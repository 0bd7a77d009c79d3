import type { FastifyRequest } from 'fastify';
import { messages } from '@vs/validation';
import { AppError, flowError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import type { PurchaseRefusal } from './purchase-decisions';
import { purchaseMessages } from './purchase-messages';

const statusOf: Readonly<Record<PurchaseRefusal | 'PURCHASE_NO_PAYMENT_METHOD' | 'PURCHASE_NOT_PURCHASABLE', number>> =
  {
    PURCHASE_ALREADY_CONTRACTED: 409,
    PURCHASE_CONTRACT_LIMIT: 409,
    PURCHASE_SALES_CLOSED: 409,
    PURCHASE_SOLD_OUT: 409,
    PURCHASE_CAMPAIGN_NOT_APPLICABLE: 422,
    PURCHASE_CAMPAIGN_NOT_FREE: 422,
    PURCHASE_CAMPAIGN_CANNOT_RENEW: 422,
    PURCHASE_NO_PAYMENT_METHOD: 422,
    // 409, not 404: the page's client reads a 404 as a missing page, not as this refusal.
    PURCHASE_NOT_PURCHASABLE: 409,
  };

export function purchaseError(
  request: FastifyRequest,
  code: keyof typeof statusOf | 'PURCHASE_TOO_FREQUENT' | 'PURCHASE_TOKEN_REUSED' | 'PURCHASE_IN_PROGRESS',
): AppError {
  const status =
    code === 'PURCHASE_TOO_FREQUENT'
      ? 429
      : code === 'PURCHASE_TOKEN_REUSED' || code === 'PURCHASE_IN_PROGRESS'
        ? 409
        : statusOf[code];
  return new AppError(status, code, purchaseMessages[code][languageOf(request)]);
}

export function chargeError(
  request: FastifyRequest,
  code:
    'PURCHASE_CHARGE_DECLINED' | 'PURCHASE_CHARGE_NEEDS_3DS' | 'PURCHASE_CHARGE_3DS_FAILED' | 'PURCHASE_CHARGE_TIMEOUT',
): AppError {
  return new AppError(
    code === 'PURCHASE_CHARGE_TIMEOUT' ? 504 : 402,
    code,
    purchaseMessages[code][languageOf(request)],
  );
}

/** A code the store does not have: the campaign-code field's 'Please enter a valid campaign code.'. */
export function invalidCampaignCode(): AppError {
  return new AppError(400, 'VALIDATION_ERROR', 'Please enter a valid campaign code.', {
    campaignCode: messages.payment.campaignCodeInvalid,
  });
}

/** The purchase call without its verified order: the restart-flow modal sends the member to the plan page. */
export function purchaseFlowError(request: FastifyRequest, planPath: string): AppError {
  return flowError(planPath, purchaseMessages.INVALID_SESSION_FLOW[languageOf(request)]);
}
