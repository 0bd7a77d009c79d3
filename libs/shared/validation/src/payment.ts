import { object, string, type Schema, type StringSchema } from 'yup';
import { cardNumberSchema, securityCodeSchema } from './card';
import { cardExpirySchema } from './card-expiry';
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

/** The add form's card type (spec 000 §3 paymentMethodType). */
export const CARD_PAYMENT_METHOD = 'SbpsCredit';

/**
 * The My Page add form: a type must be chosen ('支払い方法が選択されていません'); with the card,
 * its number, expiry and security code follow the card rules. The values stay in the page: the
 * provider's script turns them into a token, and only the token goes to our server.
 */
export function paymentMethodAddSchema(today: () => Date = () => new Date()) {
  return object({
    paymentMethodType: paymentMethodChoiceSchema(),
    ...cardFieldsWhen('paymentMethodType', today),
  });
}

/**
 * The plan page's how to pay: a saved method, the campaign code, or a new card (CARD_PAYMENT_METHOD),
 * whose fields then follow the card rules. Checked in the page only: the card becomes a saved method
 * through the provider's token before the verify call, which gets the saved method's id.
 */
export function purchaseChoiceSchema(today: () => Date = () => new Date()) {
  return purchasePaymentSchema().shape(cardFieldsWhen('paymentMethod', today));
}

/** The card's fields, checked by the card rules while `choice` is the card. */
function cardFieldsWhen(choice: string, today: () => Date) {
  const expiry = cardExpirySchema(today).fields as Record<'expiryMonth' | 'expiryYear', StringSchema<string>>;
  const forCard = <S extends Schema>(schema: () => S) =>
    string().when(choice, { is: CARD_PAYMENT_METHOD, then: () => schema(), otherwise: (s) => s });
  return {
    cardNumber: forCard(cardNumberSchema),
    expiryMonth: forCard(() => expiry.expiryMonth),
    expiryYear: forCard(() => expiry.expiryYear),
    securityCode: forCard(() => securityCodeSchema('cardNumber')),
  };
}
