import type { SexCode } from './form-rules';

/** 1 male, 2 female, 9 other, 0 no answer; the order the options are shown in. */
export const sexCodes: readonly SexCode[] = ['1', '2', '9', '0'];

/** The options offered: 0 (no answer) is removed when the store disallows unknown gender. */
export function sexOptions(disallowUnknownGender: boolean): SexCode[] {
  return sexCodes.filter((code) => !(disallowUnknownGender && code === '0'));
}
