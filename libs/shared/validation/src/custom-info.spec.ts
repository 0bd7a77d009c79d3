import type { CustomAssociatedInfoDef } from './form-rules';
import { describe, expect, it } from 'vitest';
import { customAssociatedInfoSchema, toCheckboxValue } from './custom-info';
import { messages } from './messages';
import { formErrors } from './test-helpers';

const def = (over: Partial<CustomAssociatedInfoDef>): CustomAssociatedInfoDef => ({
  id: 'c1',
  title: 'T',
  type: 'TEXT',
  rule: 'OPTIONAL',
  selectOptions: [
    { id: 'o1', label: 'One' },
    { id: 'o2', label: 'Two' },
  ],
  ...over,
});
const m = messages.customInfo;

describe('custom associated info', () => {
  it('TEXT: required and maximum length (store value or default 255)', () => {
    const s = customAssociatedInfoSchema([def({ id: 't1', rule: 'REQUIRED', maxLength: 5 }), def({ id: 't2' })]);
    expect(formErrors(s, { t1: '', t2: '' })).toEqual({ t1: m.required });
    expect(formErrors(s, { t1: '123456', t2: 'x'.repeat(255) })).toEqual({ t1: 'validation:generic.tooLong?max=5' });
    expect(formErrors(s, { t1: '12345', t2: 'x'.repeat(256) })).toEqual({ t2: 'validation:generic.tooLong?max=255' });
  });

  it('SELECT: one of the options', () => {
    const s = customAssociatedInfoSchema([def({ id: 's', type: 'SELECT', rule: 'REQUIRED' })]);
    expect(formErrors(s, { s: '' })).toEqual({ s: m.selectRequired });
    expect(formErrors(s, { s: 'o3' })).toEqual({ s: messages.generic.invalid });
    expect(formErrors(s, { s: 'o2' })).toEqual({});
  });

  it("CHECKBOX: 'true'/'false' strings; required needs one choice", () => {
    const d = def({ id: 'cb', type: 'CHECKBOX', rule: 'REQUIRED' });
    const s = customAssociatedInfoSchema([d]);
    expect(toCheckboxValue(d, ['o2'])).toEqual({ o1: 'false', o2: 'true' });
    expect(formErrors(s, { cb: toCheckboxValue(d, []) })).toEqual({ cb: m.checkboxRequired });
    expect(formErrors(s, { cb: null })).toEqual({ cb: m.checkboxRequired });
    expect(formErrors(s, { cb: toCheckboxValue(d, ['o1']) })).toEqual({});
    expect(formErrors(s, { cb: { o1: true } })).toEqual({ cb: messages.generic.type });
    expect(formErrors(s, { cb: { o9: 'true' } })).toEqual({ cb: messages.generic.invalid });
    const optional = customAssociatedInfoSchema([def({ id: 'cb', type: 'CHECKBOX' })]);
    expect(formErrors(optional, { cb: toCheckboxValue(d, []) })).toEqual({});
  });

  it('leaves NOT_USE entries out', () => {
    expect(Object.keys(customAssociatedInfoSchema([def({ id: 'x', rule: 'NOT_USE' })]).fields)).toEqual([]);
  });
});
