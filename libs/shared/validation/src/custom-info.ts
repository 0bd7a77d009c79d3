import type { CustomAssociatedInfoDef } from './form-rules';
import { mixed, object, type AnySchema } from 'yup';
import { CUSTOM_TEXT_MAX } from './constants';
import { messages } from './messages';
import { withValues } from './message-key';
import { charLength, hasNoControlChars, isBlank, textField, whenPresent } from './rules';

const m = messages.customInfo;

function isCheckboxValue(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => v === 'true' || v === 'false')
  );
}

/** One custom associated info entry (spec 001 §5): TEXT, SELECT or CHECKBOX. */
export function customInfoFieldSchema(def: CustomAssociatedInfoDef): AnySchema {
  const required = def.rule === 'REQUIRED';
  const optionIds: readonly string[] = def.selectOptions.map((o) => o.id);
  switch (def.type) {
    case 'TEXT': {
      const max = def.maxLength ?? CUSTOM_TEXT_MAX;
      return textField(required, m.required)
        .test('invalidChars', messages.generic.invalidChars, whenPresent(hasNoControlChars))
        .test(
          'tooLong',
          withValues(messages.generic.tooLong, { max }),
          whenPresent((v) => charLength(v) <= max),
        );
    }
    case 'SELECT':
      return textField(required, m.selectRequired).test(
        'option',
        messages.generic.invalid,
        whenPresent((v) => optionIds.includes(v)),
      );
    case 'CHECKBOX':
      // option id → 'true' | 'false'; a required checkbox needs at least one 'true'.
      return mixed()
        .nullable()
        .test('shape', messages.generic.type, (v) => isBlank(v) || isCheckboxValue(v))
        .test(
          'option',
          messages.generic.invalid,
          (v) => !isCheckboxValue(v) || Object.keys(v).every((id) => optionIds.includes(id)),
        )
        .test(
          'required',
          m.checkboxRequired,
          (v) => !required || (isCheckboxValue(v) && Object.values(v).includes('true')),
        );
  }
}

/** `customAssociatedInfo`, keyed by question id; NOT_USE entries are left out. */
export function customAssociatedInfoSchema(defs: readonly CustomAssociatedInfoDef[]) {
  const shape: Record<string, AnySchema> = {};
  for (const def of defs) if (def.rule !== 'NOT_USE') shape[def.id] = customInfoFieldSchema(def);
  return object(shape);
}

/** The checkbox value to submit for a set of ticked option ids: every option as 'true' or 'false'. */
export function toCheckboxValue(
  def: CustomAssociatedInfoDef,
  ticked: readonly string[],
): Record<string, 'true' | 'false'> {
  return Object.fromEntries(def.selectOptions.map((o) => [o.id, ticked.includes(o.id) ? 'true' : 'false']));
}
