import type { SurveyQuestion } from './form-rules';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { surveyAnswerSchema, surveyAnswersSchema } from './survey';
import { firstError, formErrors } from './test-helpers';

const q = (over: Partial<SurveyQuestion>): SurveyQuestion => ({
  questionId: 'q1',
  questionType: 'text',
  questionTitle: 'Q',
  questionDescription: null,
  required: false,
  validation: null,
  minCount: null,
  maxCount: null,
  options: [{ optionTitle: 'A' }, { optionTitle: 'B' }, { optionTitle: 'C' }],
  ...over,
});
const m = messages.survey;

describe('survey answers', () => {
  it('text: at most 300 characters, required flag, optional anchored pattern', () => {
    expect(firstError(surveyAnswerSchema(q({})), '')).toBeNull();
    expect(firstError(surveyAnswerSchema(q({ required: true })), '')).toBe(m.required);
    expect(firstError(surveyAnswerSchema(q({ questionType: 'textarea' })), 'あ'.repeat(300))).toBeNull();
    expect(firstError(surveyAnswerSchema(q({ questionType: 'textarea' })), 'あ'.repeat(301))).toBe(m.tooLong);
    expect(firstError(surveyAnswerSchema(q({ questionType: 'textarea' })), 'line1\nline2')).toBeNull();
    expect(firstError(surveyAnswerSchema(q({})), 'bell\u0007')).toBe(messages.generic.invalidChars);
    const digits = surveyAnswerSchema(q({ validation: '\\d+' }));
    expect(firstError(digits, '123')).toBeNull();
    expect(firstError(digits, 'abc1')).toBe(m.pattern);
  });

  it('ignores a broken store pattern rather than locking members out', () => {
    expect(firstError(surveyAnswerSchema(q({ validation: '([' })), 'anything')).toBeNull();
  });

  it('date and time formats; date year up to 9999', () => {
    expect(firstError(surveyAnswerSchema(q({ questionType: 'date' })), '2026-02-28')).toBeNull();
    expect(firstError(surveyAnswerSchema(q({ questionType: 'date' })), '2026-02-29')).toBe(m.dateFormat);
    expect(firstError(surveyAnswerSchema(q({ questionType: 'date' })), '9999-12-31')).toBeNull();
    expect(firstError(surveyAnswerSchema(q({ questionType: 'date' })), '10000-01-01')).toBe(m.dateFormat);
    expect(firstError(surveyAnswerSchema(q({ questionType: 'time' })), '23:59')).toBeNull();
    expect(firstError(surveyAnswerSchema(q({ questionType: 'time' })), '24:00')).toBe(m.timeFormat);
  });

  it('radio and select: one of the options', () => {
    expect(firstError(surveyAnswerSchema(q({ questionType: 'radio', required: true })), '')).toBe(m.selectRequired);
    expect(firstError(surveyAnswerSchema(q({ questionType: 'select' })), 'B')).toBeNull();
    expect(firstError(surveyAnswerSchema(q({ questionType: 'select' })), 'Z')).toBe(messages.generic.invalid);
  });

  it('checkbox: required, minimum and maximum counts, known options', () => {
    const required = surveyAnswerSchema(q({ questionType: 'checkbox', required: true }));
    expect(firstError(required, [])).toBe(m.selectRequired);
    expect(firstError(required, null)).toBe(m.selectRequired);
    expect(firstError(required, ['A'])).toBeNull();
    const ranged = surveyAnswerSchema(q({ questionType: 'checkbox', minCount: 2, maxCount: 2 }));
    expect(firstError(ranged, ['A'])).toBe('validation:survey.tooFew?min=2');
    expect(firstError(ranged, ['A', 'B', 'C'])).toBe('validation:survey.tooMany?max=2');
    expect(firstError(ranged, ['A', 'C'])).toBeNull();
    // Optional: leaving it blank is no answer, not too few.
    expect(firstError(ranged, [])).toBeNull();
    expect(firstError(ranged, ['A', 'Z'])).toBe(messages.generic.invalid);
    expect(firstError(surveyAnswerSchema(q({ questionType: 'checkbox' })), [])).toBeNull();
  });

  it('builds a schema keyed by question id', () => {
    const s = surveyAnswersSchema([
      q({ questionId: 'a', required: true }),
      q({ questionId: 'b', questionType: 'checkbox', maxCount: 1 }),
    ]);
    expect(formErrors(s, { a: '', b: ['A', 'B'] })).toEqual({ a: m.required, b: 'validation:survey.tooMany?max=1' });
  });
});
