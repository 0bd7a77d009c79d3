import type { ErrorCode } from '@vs/contract';
import type { Language } from '../../http/language';

type PurchaseCode =
  | Exclude<Extract<ErrorCode, `PURCHASE_${string}`>, 'PURCHASE_NO_PLAN_SELECTED' | 'PURCHASE_CARD_REGISTRATION'>
  | 'INVALID_SESSION_FLOW'
  /** TOO_MANY_REQUESTS of campaign-code guesses: the catalogue's `plans:errors.tryLater`. */
  | 'CAMPAIGN_CODE_TRY_LATER';

/** The server's own wording of the purchase errors (the pages show the catalogue's, by code). */
export const purchaseMessages: Readonly<Record<PurchaseCode, Readonly<Record<Language, string>>>> = {
  PURCHASE_CONTRACT_LIMIT: {
    ja: '契約数の上限に達しているため購入できません',
    en: 'You cannot purchase this plan because you have reached the maximum number of contracts.',
  },
  PURCHASE_ALREADY_CONTRACTED: {
    ja: 'このプランは既にご契約中です。二重請求を防ぐため購入できません。',
    en: 'You already have this plan. It cannot be purchased again, to prevent duplicate billing.',
  },
  PURCHASE_SALES_CLOSED: { ja: 'このプランは販売期間外です。', en: 'This plan is not on sale now.' },
  PURCHASE_SOLD_OUT: { ja: 'このプランは完売しました。', en: 'This plan is sold out.' },
  PURCHASE_CAMPAIGN_NOT_APPLICABLE: {
    ja: 'このキャンペーンコードはこのプランには適用できません。',
    en: 'This campaign code cannot be applied to this plan.',
  },
  PURCHASE_CAMPAIGN_NOT_FREE: {
    ja: 'このキャンペーンは割引率が100%ではないため、お支払い方法の登録が必要です。',
    en: 'This campaign is not a 100% discount, so a payment method is required.',
  },
  PURCHASE_CAMPAIGN_CANNOT_RENEW: {
    ja: 'キャンペーンコードでのお支払いではこのプランを再契約できません。',
    en: 'This plan cannot be renewed with a campaign code payment.',
  },
  PURCHASE_NO_PAYMENT_METHOD: {
    ja: 'お支払い方法が登録されていません。',
    en: 'No payment method is registered.',
  },
  PURCHASE_NOT_PURCHASABLE: { ja: 'この商品は購入できません。', en: 'This product cannot be purchased.' },
  PURCHASE_TOO_FREQUENT: {
    ja: '購入の操作が短時間に繰り返されました。しばらくしてからお試しください。',
    en: 'Purchases were made too frequently. Please try again after a while.',
  },
  PURCHASE_TOKEN_REUSED: {
    ja: '二重請求の可能性があるため処理を中止しました。',
    en: 'The purchase was stopped because duplicate billing was detected.',
  },
  PURCHASE_IN_PROGRESS: {
    ja: 'ただいま購入を処理しています。しばらくしてからお試しください。',
    en: 'Your purchase is being processed. Please try again after a while.',
  },
  PURCHASE_CHARGE_DECLINED: {
    ja: 'お支払いができませんでした。別のお支払い方法をお試しください。',
    en: 'The payment was declined. Please try another payment method.',
  },
  PURCHASE_CHARGE_NEEDS_3DS: {
    ja: '本人認証（3-Dセキュア）が必要です。',
    en: '3-D Secure authentication is required.',
  },
  PURCHASE_CHARGE_3DS_FAILED: {
    ja: '本人認証（3Dセキュア）に失敗しました。別のカードをお試しいただくか、カード会社にお問い合わせください。',
    en: 'The 3-D Secure authentication failed. Try another card or contact your card issuer.',
  },
  PURCHASE_CHARGE_TIMEOUT: {
    ja: 'お支払いの結果を確認しています。二重に請求されることはありません。しばらくしてからご契約状況をご確認ください。',
    en:
      'We are checking the result of your payment. You will not be charged twice.' +
      ' Please check your plans again in a little while.',
  },
  PURCHASE_LOCK_FAILED: {
    ja: '処理が混み合っています。しばらくしてから再度お試しください。',
    en: 'The service is busy. Please try again after a while.',
  },
  CAMPAIGN_CODE_TRY_LATER: {
    ja: '試行回数が多すぎます。しばらく時間をおいてから再度お試しください。',
    en: 'Too many attempts. Please try again later.',
  },
  INVALID_SESSION_FLOW: {
    ja: '予期しない操作が行われました。もう一度購入手続きを行ってください。',
    en: 'There was an unexpected operation. Please proceed with the purchase procedure again.',
  },
};
