import type { Survey } from '@vs/contract';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { useMessage } from '../form-page/use-message';
import { SurveyQuestionField } from './survey-question';
import { surveyAnswerKey, type SurveyFormAnswers } from './survey-values';

export interface SurveyFieldsProps {
  readonly survey: Survey;
  /** The formik value holding the answers (initialSurveyAnswers, validated with surveyFormSchema). */
  readonly name?: string;
}

/** A checkbox question's error is its own message, or (an unknown option) the first of its items'. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return error.find((item): item is string => typeof item === 'string');
  return undefined;
}

/**
 * The survey of a withdrawal, purchase or cancellation inside the page's formik form
 * (`<FormikProvider>`): start from initialSurveyAnswers, validate with surveyFormSchema and send
 * surveyAnswersOf. Errors show once a question was left, changed, or the form submitted.
 */
export function SurveyFields({ survey, name = 'surveyAnswers' }: SurveyFieldsProps) {
  // Typed by what this component reads: the page's other values are not its business.
  const formik = useFormikContext<Record<string, Readonly<Record<string, unknown>>>>();
  const message = useMessage('ui');
  const base = useId();
  const answers = (formik.values[name] ?? {}) as SurveyFormAnswers;
  const errors: Readonly<Record<string, unknown>> | undefined = formik.errors[name];
  const touched = formik.touched[name];

  // `validate` false beside a value change: that change validates with the new value, and a second
  // validation here would run on the old one and could land last.
  const touch = (key: string, validate = true) => {
    if (touched?.[key] === true) return;
    void formik.setTouched({ ...formik.touched, [name]: { ...touched, [key]: true } }, validate);
  };
  const change = (key: string, value: string | string[]) => {
    void formik.setFieldValue(name, { ...answers, [key]: value });
  };

  return (
    <section aria-labelledby={`${base}-title`} css={(theme) => ({ display: 'grid', gap: theme.space(5) })}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
        <h2 id={`${base}-title`} css={{ margin: 0, fontSize: '1.25rem' }}>
          {survey.surveyName}
        </h2>
        {survey.surveyDescription ? (
          <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{survey.surveyDescription}</p>
        ) : null}
      </div>
      {survey.questions.map((question, index) => {
        const key = surveyAnswerKey(index);
        const shown = formik.submitCount > 0 || touched?.[key] === true;
        const choice = question.questionType !== 'text' && question.questionType !== 'textarea';
        return (
          <SurveyQuestionField
            key={question.questionId}
            id={`${base}-q${index}`}
            question={question}
            value={answers[key] ?? ''}
            error={shown ? message(firstMessage(errors?.[key])) : undefined}
            onChange={(value) => {
              change(key, value);
              // A choice is an answer at once; text waits until the member leaves the box.
              if (choice) touch(key, false);
            }}
            onBlur={() => touch(key)}
          />
        );
      })}
    </section>
  );
}
