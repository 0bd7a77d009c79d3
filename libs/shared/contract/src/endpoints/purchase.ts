/** Purchase calls (spec 001 §7 "Purchase and subscription calls"). */
import {
  messages,
  purchasePaymentSchema,
  surveyAnswersSchema,
  type SurveyAnswers,
  type SurveyQuestion,
} from '@vs/validation';
import { boolean, string, type ObjectSchema } from 'yup';
import { endpoint } from '../endpoint';
import type { PurchaseAnswer, PurchaseVerifyAnswer } from '../purchase';

/** The plan-list and purchase errors of spec 001 §8 that both calls may answer. */
const purchaseErrors = [
  'PURCHASE_CONTRACT_LIMIT',
  'PURCHASE_ALREADY_CONTRACTED',
  'PURCHASE_SALES_CLOSED',
  'PURCHASE_SOLD_OUT',
  'PURCHASE_CAMPAIGN_NOT_APPLICABLE',
  'PURCHASE_CAMPAIGN_NOT_FREE',
  'PURCHASE_CAMPAIGN_CANNOT_RENEW',
  'PURCHASE_NO_PAYMENT_METHOD',
  'PURCHASE_NOT_PURCHASABLE',
  'PURCHASE_TOO_FREQUENT',
] as const;

/**
 * POST /zapi/purchase/verify/{planId}: the payment choice of the plan page (spec 001 §5 "Campaign
 * code"); answers the order (spec 000 §3 "Order verify") and the confirm page.
 */
export const purchaseVerify = /* @__PURE__ */ endpoint<PurchaseVerifyAnswer>()({
  method: 'POST',
  path: '/zapi/purchase/verify/:planId',
  // `signup`: chosen on sign-up's plan step, whose confirm and complete pages follow (spec 000 §2 /signup/plans/*).
  body: () => purchasePaymentSchema().shape({ signup: boolean().optional() }),
  // TOO_MANY_REQUESTS: campaign codes are guessed under the login guesses' limits.
  errors: [...purchaseErrors, 'TOO_MANY_REQUESTS'],
});

/** A purchase token is the verify call's random id (a UUID). */
const PURCHASE_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * POST /zapi/purchase/{planId}: the verified payment choice again, the purchase token (its
 * idempotency key) and the plan survey's answers (rules: the plan's questions).
 */
export const purchase = /* @__PURE__ */ endpoint<PurchaseAnswer>()({
  method: 'POST',
  path: '/zapi/purchase/:planId',
  body: (questions: readonly SurveyQuestion[]) =>
    purchasePaymentSchema().shape({
      purchaseToken: string().required(messages.generic.required).matches(PURCHASE_TOKEN, messages.generic.invalid),
      surveyAnswers: surveyAnswersSchema(questions) as ObjectSchema<SurveyAnswers>,
    }),
  errors: [
    ...purchaseErrors,
    'INVALID_SESSION_FLOW',
    'PURCHASE_TOKEN_REUSED',
    'PURCHASE_IN_PROGRESS',
    'PURCHASE_CHARGE_DECLINED',
    'PURCHASE_CHARGE_NEEDS_3DS',
    'PURCHASE_CHARGE_TIMEOUT',
    'PURCHASE_LOCK_FAILED',
  ],
});

/**
 * POST /zapi/purchase/{planId}/challenge-return: the confirm page, loaded again by the provider after
 * the member's 3-D Secure challenge at charge time, finishes the purchase kept pending in the session.
 * No body: the provider is asked for the charge's result, so a replayed or forged return decides nothing.
 */
export const purchaseChallengeReturn = /* @__PURE__ */ endpoint<PurchaseAnswer>()({
  method: 'POST',
  path: '/zapi/purchase/:planId/challenge-return',
  errors: ['INVALID_SESSION_FLOW', 'PURCHASE_IN_PROGRESS', 'PURCHASE_CHARGE_3DS_FAILED', 'PURCHASE_CHARGE_TIMEOUT'],
});
