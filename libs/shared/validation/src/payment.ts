import { object, string, type StringSchema } from 'yup';
import { CAMPAIGN_CODE_MAX, CAMPAIGN_CODE_PAYMENT_METHOD } from './constants';
import { messages } from './messages';
import { HALF_WIDTH_ALNUM, optionalText, requiredText, whenPresent } from './rules';

const m = messages.payment;

/** A payment method (or type, on the add form) must be chosen: '支払い方法が選択されていません'. */
export function paymentMethodChoiceSchema(): StringSchema<string> {
  return requiredText(m.methodRequired);
}

/** Half-width alphanumerics, non-empty, bounded. */
export function campaignCodeSchema(): StringSchema<string> {
  return requiredText(m.campaignCodeRequired).test(
    'campaignCode',
    m.campaignCodeInvalid,
    whenPresent((v) => HALF_WIDTH_ALNUM.test(v) && v.length <= CAMPAIGN_CODE_MAX),
  );
}

/**
 * Purchase payment choice: `paymentMethod` is a saved accountPaymentMethodId,
 * ADD_PAYMENT_METHOD_CHOICE, or CAMPAIGN_CODE_PAYMENT_METHOD; the campaign code is required only
 * with the last.
 */
export function purchasePaymentSchema() {
  return object({
    paymentMethod: paymentMethodChoiceSchema(),
    campaignCode: string().when('paymentMethod', {
      is: CAMPAIGN_CODE_PAYMENT_METHOD,
      then: () => campaignCodeSchema(),
      otherwise: () => optionalText(),
    }),
  });
}
