import { object, type StringSchema } from 'yup';
import { USER_ID_MAX, USER_ID_MIN } from './constants';
import { messages } from './messages';
import { HALF_WIDTH_ALNUM, requiredText, whenPresent } from './rules';
import { userIdChangePasswordSchema } from './password';

const m = messages.userId;

/** 6 to 15 half-width alphanumerics. The format message comes first: a length count of 'ｱｲｳ' helps nobody. */
export function userIdSchema(): StringSchema<string> {
  return requiredText(m.required)
    .test(
      'format',
      m.format,
      whenPresent((v) => HALF_WIDTH_ALNUM.test(v)),
    )
    .test(
      'tooShort',
      m.tooShort,
      whenPresent((v) => v.length >= USER_ID_MIN),
    )
    .test(
      'tooLong',
      m.tooLong,
      whenPresent((v) => v.length <= USER_ID_MAX),
    );
}

/** On change the new ID must differ from the current one (same case: IDs are case-sensitive). */
export function newUserIdSchema(currentUserId: string | null | undefined): StringSchema<string> {
  return userIdSchema().test(
    'sameAsCurrent',
    m.sameAsCurrent,
    whenPresent((v) => v !== currentUserId),
  );
}

/** POST /zapi/account/user-id/edit: `userId` + `password` (minimum 8 only). */
export function userIdChangeSchema(currentUserId: string | null | undefined) {
  return object({ userId: newUserIdSchema(currentUserId), password: userIdChangePasswordSchema() });
}
