/** Subscription, payment history and invoice calls (spec 001 §7 "Purchase and subscription calls", "Account calls"). */
import {
  invoiceAddresseeSchema,
  messages,
  surveyAnswersSchema,
  type SurveyAnswers,
  type SurveyQuestion,
} from '@vs/validation';
import { object, string, type ObjectSchema } from 'yup';
import type { Invoice, PaymentHistoryPage, SubscriptionActionAnswer } from '../billing';
import { endpoint } from '../endpoint';

/** The settlement day is past (the contract is renewing): change, cancel and undo wait. */
const renewalBlocks = ['NOT_FOUND', 'SUBSCRIPTION_RENEWING'] as const;

/** POST /zapi/subscription/{id}/withdraw: cancel at the period's end, with the plan survey's answers. */
export const subscriptionWithdraw = /* @__PURE__ */ endpoint<SubscriptionActionAnswer>()({
  method: 'POST',
  path: '/zapi/subscription/:subscriptionId/withdraw',
  body: (questions: readonly SurveyQuestion[]) =>
    object({ surveyAnswers: surveyAnswersSchema(questions) as ObjectSchema<SurveyAnswers> }),
  errors: [...renewalBlocks, 'SUBSCRIPTION_ALREADY_CANCELLED', 'SUBSCRIPTION_CANCEL_FAILED'],
});

/** POST /zapi/subscription/{id}/withdraw/cancel: undo a scheduled cancellation (until the day before billing). */
export const subscriptionWithdrawCancel = /* @__PURE__ */ endpoint<SubscriptionActionAnswer>()({
  method: 'POST',
  path: '/zapi/subscription/:subscriptionId/withdraw/cancel',
  errors: [...renewalBlocks, 'SUBSCRIPTION_UNDO_NOT_ALLOWED', 'SUBSCRIPTION_UNDO_NO_PAYMENT_METHOD'],
});

/** POST /zapi/subscription/{id}/re-settlement: the member retries a failed renewal (from the next day). */
export const subscriptionReSettlement = /* @__PURE__ */ endpoint<SubscriptionActionAnswer>()({
  method: 'POST',
  path: '/zapi/subscription/:subscriptionId/re-settlement',
  errors: [
    'NOT_FOUND',
    'SUBSCRIPTION_NOT_ON_HOLD',
    'SUBSCRIPTION_RETRY_TOO_EARLY',
    'SUBSCRIPTION_RETRY_IN_PROGRESS',
    'SUBSCRIPTION_CHARGE_DECLINED',
    'SUBSCRIPTION_CHARGE_UNKNOWN',
    'PAYMENT_METHOD_UNUSABLE',
  ],
});

/** POST /zapi/subscription/{id}/change-payment-method: the method the renewals charge from now on. */
export const subscriptionChangePaymentMethod = /* @__PURE__ */ endpoint<SubscriptionActionAnswer>()({
  method: 'POST',
  path: '/zapi/subscription/:subscriptionId/change-payment-method',
  body: () =>
    object({ paymentMethodId: string().required(messages.generic.required).max(64, messages.generic.invalid) }),
  errors: [...renewalBlocks, 'PAYMENT_METHOD_UNUSABLE', 'PAYMENT_METHOD_CHANGE_FAILED', 'STEP_UP_REQUIRED'],
});

/** GET /zapi/account/payment-history/{page}: the ledger's settled charges of the last year, a page at a time. */
export const paymentHistory = /* @__PURE__ */ endpoint<PaymentHistoryPage>()({
  method: 'GET',
  path: '/zapi/account/payment-history/:page',
  errors: ['NOT_FOUND'],
});

/** POST /zapi/account/invoice/{earningsId}: issues the qualified invoice to the addressee (a re-issue after one). */
export const invoiceIssue = /* @__PURE__ */ endpoint<Invoice>()({
  method: 'POST',
  path: '/zapi/account/invoice/:earningsId',
  body: () => invoiceAddresseeSchema(),
  errors: ['NOT_FOUND'],
});
