import type { AnySchema } from 'yup';
import { describe, expect, it } from 'vitest';
import * as lib from './index';
import { formErrors } from './test-helpers';

/**
 * formik validates `prepareDataForValidation(values)`, which turns every '' into undefined, while
 * the server validates after emptyToNull ('' → null). The same form must give the same errors in
 * all three shapes, or the page and the server would disagree.
 */
function mapEmpty(values: Record<string, unknown>, to: undefined | null): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? to : v]));
}

const cases: [string, AnySchema, Record<string, unknown>][] = [
  ['invoice', lib.invoiceAddresseeSchema(), { addressee: '', honorific: '' }],
  ['invoice ok', lib.invoiceAddresseeSchema(), { addressee: '山田', honorific: '' }],
  [
    'profile',
    lib.profileSchema({ name: 'REQUIRED', phoneNumber: 'OPTIONAL', birthday: 'OPTIONAL', sex: 'REQUIRED' }),
    { name: '', phoneNumber: '', birthday: '', sex: '' },
  ],
  [
    'profile ok',
    lib.profileSchema({ name: 'REQUIRED', phoneNumber: 'OPTIONAL', postalCode: 'OPTIONAL' }),
    { name: 'A', phoneNumber: '', postalCode: '' },
  ],
  ['password', lib.passwordWithConfirmationSchema('default'), { password: '', passwordConfirm: '' }],
  ['purchase', lib.purchasePaymentSchema(), { paymentMethod: lib.CAMPAIGN_CODE_PAYMENT_METHOD, campaignCode: '' }],
  ['purchase ok', lib.purchasePaymentSchema(), { paymentMethod: 'pm_1', campaignCode: '' }],
  ['login', lib.loginSchema(), { emailUserId: '', password: '' }],
];

describe('empty values from formik, the page and the server', () => {
  it.each(cases)('%s: same errors for "", undefined and null', (_name, schema, values) => {
    const expected = formErrors(schema, values);
    expect(formErrors(schema, mapEmpty(values, undefined))).toEqual(expected);
    expect(formErrors(schema, mapEmpty(values, null))).toEqual(expected);
  });
});
