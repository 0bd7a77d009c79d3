import type { SurveyAnswers, SurveyQuestion } from '@vs/contract';
import { surveyAnswerSchema } from '@vs/validation';
import { object } from 'yup';

/**
 * The form keeps each answer under the question's position (`q0`, `q1` …), not its id: formik reads
 * value and error paths with dots and brackets, and turns number-like keys into arrays, which lose
 * a neighbouring key such as "a.b" when errors merge.
 */
export function surveyAnswerKey(index: number): string {
  return `q${index}`;
}

/** What the form holds per question: the text or chosen option, or the ticked options of a checkbox question. */
export type SurveyFormAnswers = Readonly<Record<string, string | readonly string[]>>;

/** Empty answers for every question, so each control is controlled from the first render. */
export function initialSurveyAnswers(questions: readonly SurveyQuestion[]): SurveyFormAnswers {
  return Object.fromEntries(
    questions.map((question, index) => [surveyAnswerKey(index), question.questionType === 'checkbox' ? [] : '']),
  );
}

/** The form's schema for the answers, from the validation lib's rules (spec 001 §5 "Survey"). */
export function surveyFormSchema(questions: readonly SurveyQuestion[]) {
  return object(
    Object.fromEntries(questions.map((question, index) => [surveyAnswerKey(index), surveyAnswerSchema(question)])),
  );
}

/** The answers as the calls take them, by questionId; an unanswered text or choice travels as null. */
export function surveyAnswersOf(questions: readonly SurveyQuestion[], answers: SurveyFormAnswers): SurveyAnswers {
  return Object.fromEntries(
    questions.map((question, index) => {
      const answer = answers[surveyAnswerKey(index)];
      return [question.questionId, answer === undefined || answer === '' ? null : answer];
    }),
  );
}
