import type { SurveyAnswers, SurveyQuestion } from './form-rules';
import { array, object, string, type AnySchema, type ObjectSchema } from 'yup';
import { DATE_INPUT_MAX_YEAR, SURVEY_TEXT_MAX } from './constants';
import { daysInMonth } from './birthday';
import { messages } from './messages';
import { withValues } from './message-key';
import { charLength, hasNoControlCharsExceptBreaks, textField, whenPresent } from './rules';

const m = messages.survey;

/**
 * Compiles a store-defined answer pattern. A broken pattern must not lock members out of a
 * purchase or a withdrawal, so it is ignored (and the admin screen should refuse it).
 * The pattern is anchored: a partial match would make "\\d+" accept "abc1".
 */
function compilePattern(source: string | null): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(`^(?:${source})$`);
  } catch {
    return null;
  }
}

function isDate(v: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return (
    year >= 1 && year <= DATE_INPUT_MAX_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  );
}

const isTime = (v: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

/** One answer's schema by question type (spec 001 §5 "Survey"). */
export function surveyAnswerSchema(question: SurveyQuestion): AnySchema {
  const optionTitles = question.options.map((o) => o.optionTitle);
  switch (question.questionType) {
    case 'text':
    case 'textarea': {
      const pattern = compilePattern(question.validation);
      return (
        textField(question.required, m.required)
          .test('invalidChars', messages.generic.invalidChars, whenPresent(hasNoControlCharsExceptBreaks))
          .test(
            'tooLong',
            m.tooLong,
            whenPresent((v) => charLength(v) <= SURVEY_TEXT_MAX),
          )
          // Skipped on over-long answers: a store pattern never runs on more than 300 characters.
          .test(
            'pattern',
            m.pattern,
            whenPresent((v) => charLength(v) > SURVEY_TEXT_MAX || !pattern || pattern.test(v)),
          )
      );
    }
    case 'date':
      return textField(question.required, m.required).test('date', m.dateFormat, whenPresent(isDate));
    case 'time':
      return textField(question.required, m.required).test('time', m.timeFormat, whenPresent(isTime));
    case 'radio':
    case 'select':
      return textField(question.required, m.selectRequired).test(
        'option',
        messages.generic.invalid,
        whenPresent((v) => optionTitles.includes(v)),
      );
    case 'checkbox': {
      // A required question needs at least one tick even when minCount is unset; an optional one may
      // be left blank, and minCount applies once something is ticked.
      const min = Math.max(question.minCount ?? 0, question.required ? 1 : 0);
      const blankAllowed = !question.required;
      const max = question.maxCount;
      return array(string().defined().oneOf(optionTitles, messages.generic.invalid))
        .typeError(messages.generic.type)
        .nullable()
        .test(
          'tooFew',
          min <= 1 ? m.selectRequired : withValues(m.tooFew, { min }),
          (v) => (v?.length ?? 0) >= min || (blankAllowed && (v?.length ?? 0) === 0),
        )
        .test('tooMany', withValues(m.tooMany, { max: max ?? 0 }), (v) => max == null || (v?.length ?? 0) <= max);
    }
  }
}

/** Survey answers keyed by questionId (purchase, subscription cancel, withdrawal). */
/** The answers' keys are the store's question ids, so the type is the record every survey shares. */
export function surveyAnswersSchema(questions: readonly SurveyQuestion[]): ObjectSchema<SurveyAnswers> {
  const shape: Record<string, AnySchema> = {};
  for (const question of questions) shape[question.questionId] = surveyAnswerSchema(question);
  return object(shape) as unknown as ObjectSchema<SurveyAnswers>;
}
