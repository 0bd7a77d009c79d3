import { setLocale } from 'yup';
import { messages } from './messages';
import { withValues } from './message-key';

const g = messages.generic;

/**
 * Replaces yup's English default messages with our generic keys, for ad hoc schemas written
 * outside this lib (spec 001 §5 "Generic": type, range and format messages). yup's locale is
 * process-wide, so this is opt-in: call it once at start-up (shell bootstrap, server boot), never
 * from a library import. The schemas exported here set every message explicitly and do not need it.
 */
export function applyValidationLocale(): void {
  setLocale({
    mixed: {
      default: g.invalid,
      required: g.required,
      defined: g.required,
      notNull: g.required,
      oneOf: g.invalid,
      notOneOf: g.invalid,
      notType: g.type,
    },
    string: {
      length: ({ length }: { length: number }) => withValues(g.tooLong, { max: length }),
      min: ({ min }: { min: number }) => withValues(g.tooShort, { min }),
      max: ({ max }: { max: number }) => withValues(g.tooLong, { max }),
      matches: g.invalid,
      email: g.invalid,
      url: g.invalid,
      uuid: g.invalid,
      datetime: g.invalid,
      datetime_offset: g.invalid,
      datetime_precision: g.invalid,
      trim: g.invalid,
      lowercase: g.invalid,
      uppercase: g.invalid,
    },
    number: {
      min: ({ min }: { min: number }) => withValues(g.tooSmall, { min }),
      max: ({ max }: { max: number }) => withValues(g.tooLarge, { max }),
      lessThan: ({ less }: { less: number }) => withValues(g.tooLarge, { max: less }),
      moreThan: ({ more }: { more: number }) => withValues(g.tooSmall, { min: more }),
      positive: withValues(g.tooSmall, { min: 1 }),
      negative: g.invalid,
      integer: g.type,
    },
    date: {
      min: g.invalid,
      max: g.invalid,
    },
    array: {
      min: ({ min }: { min: number }) => withValues(g.tooFewItems, { min }),
      max: ({ max }: { max: number }) => withValues(g.tooManyItems, { max }),
      length: g.invalid,
    },
    boolean: { isValue: g.invalid },
    object: { noUnknown: g.invalid },
  });
}
