import { describe, expect, it } from 'vitest';
import { ADD_PAYMENT_METHOD_CHOICE, CAMPAIGN_CODE_PAYMENT_METHOD } from './constants';
import { invoiceAddresseeSchema, honorificOptions } from './invoice';
import { messages } from './messages';
import {
  campaignCodeSchema,
  paymentMethodAddSchema,
  paymentMethodChoiceSchema,
  purchaseChoiceSchema,
  purchasePaymentSchema,
} from './payment';
import { firstError, formErrors } from './test-helpers';

describe('payment choice and campaign code', () => {
  it('a payment method must be chosen', () => {
    expect(firstError(paymentMethodChoiceSchema(), '')).toBe(messages.payment.methodRequired);
    expect(firstError(paymentMethodChoiceSchema(), undefined)).toBe(messages.payment.methodRequired);
  });

  it('campaign code: half-width alphanumerics, non-empty', () => {
    const s = campaignCodeSchema();
    expect(firstError(s, '')).toBe(messages.payment.campaignCodeRequired);
    expect(firstError(s, 'SPRING2026')).toBeNull();
    for (const bad of ['SPRING 2026', 'ＳＰＲＩＮＧ', 'spring-2026', 'a'.repeat(65)]) {
      expect(firstError(s, bad)).toBe(messages.payment.campaignCodeInvalid);
    }
  });

  it('campaign code is required only with the campaign-code method', () => {
    const s = purchasePaymentSchema();
    expect(formErrors(s, { paymentMethod: CAMPAIGN_CODE_PAYMENT_METHOD, campaignCode: '' })).toEqual({
      campaignCode: messages.payment.campaignCodeRequired,
    });
    expect(formErrors(s, { paymentMethod: ADD_PAYMENT_METHOD_CHOICE, campaignCode: '' })).toEqual({});
    expect(formErrors(s, { paymentMethod: 'pm_1', campaignCode: null })).toEqual({});
    expect(formErrors(s, { paymentMethod: '', campaignCode: '' })).toEqual({
      paymentMethod: messages.payment.methodRequired,
    });
  });
});

describe('invoice addressee', () => {
  const s = invoiceAddresseeSchema();
  it('is required, at most 100 characters, with an honorific of none, 様 or 御中', () => {
    expect(honorificOptions).toEqual(['', '様', '御中']);
    expect(formErrors(s, { addressee: '', honorific: '' })).toEqual({ addressee: messages.invoice.addresseeRequired });
    expect(formErrors(s, { addressee: '株'.repeat(100), honorific: '御中' })).toEqual({});
    expect(formErrors(s, { addressee: '株'.repeat(101), honorific: '様' })).toEqual({
      addressee: messages.invoice.addresseeTooLong,
    });
    expect(formErrors(s, { addressee: '山田', honorific: '殿' })).toEqual({
      honorific: messages.invoice.honorificInvalid,
    });
    // No honorific is the "none" choice, whether it arrives as '', undefined (formik) or null (server).
    expect(formErrors(s, { addressee: '山田' })).toEqual({});
    expect(formErrors(s, { addressee: '山田', honorific: null })).toEqual({});
  });
});

describe('the add form', () => {
  const today = new Date(2026, 10, 25);
  const schema = paymentMethodAddSchema(() => today);
  const card = { cardNumber: '4111 1111 1111 1111', expiryMonth: '12', expiryYear: '2026', securityCode: '123' };

  it('asks for a type first', () => {
    expect(
      formErrors(schema, { paymentMethodType: '', cardNumber: '', expiryMonth: '', expiryYear: '', securityCode: '' }),
    ).toEqual({
      paymentMethodType: messages.payment.methodRequired,
    });
  });

  it('checks the card fields only when the card is chosen', () => {
    expect(formErrors(schema, { paymentMethodType: 'SbpsCredit', ...card })).toEqual({});
    expect(
      formErrors(schema, {
        paymentMethodType: 'SbpsCredit',
        ...card,
        cardNumber: '4111111111111112',
        expiryMonth: '10',
        securityCode: '1234',
      }),
    ).toEqual({
      cardNumber: messages.card.numberInvalid,
      expiryYear: messages.card.expiryPast,
      securityCode: messages.card.securityCodeInvalid,
    });
  });
});

describe("the plan page's how to pay", () => {
  const schema = purchaseChoiceSchema(() => new Date(2026, 10, 25));
  const noCard = { cardNumber: '', expiryMonth: '', expiryYear: '', securityCode: '' };

  it('checks the card fields only when a new card is chosen', () => {
    expect(formErrors(schema, { paymentMethod: 'pm_1', campaignCode: '', ...noCard })).toEqual({});
    expect(formErrors(schema, { paymentMethod: 'SbpsCredit', campaignCode: '', ...noCard })).toEqual({
      cardNumber: messages.card.numberRequired,
      expiryMonth: messages.card.expiryRequired,
      expiryYear: messages.card.expiryRequired,
      securityCode: messages.card.securityCodeRequired,
    });
    const card = { cardNumber: '4111 1111 1111 1111', expiryMonth: '12', expiryYear: '2026', securityCode: '123' };
    expect(formErrors(schema, { paymentMethod: 'SbpsCredit', campaignCode: '', ...card })).toEqual({});
  });
});
