import type { SurveyQuestion } from '@vs/contract';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup, RadioGroup, type ChoiceOption } from '../choice-group';
import { inputCss } from '../field-styles';
import { FormField, type FieldControlProps } from '../form-field';
import { Select } from '../select';
import { TextInput } from '../text-input';

export interface SurveyQuestionFieldProps {
  readonly question: SurveyQuestion;
  /** Id of the control (of the first option in a group), for focus-first-error. */
  readonly id: string;
  readonly value: string | readonly string[];
  /** The translated message, shown when given. */
  readonly error?: string;
  readonly onChange: (value: string | string[]) => void;
  readonly onBlur: () => void;
}

/** The `<input type=date>` cannot hold a year past 9999 (the rule's bound, spec 001 §5 "Date inputs"). */
const DATE_MAX = '9999-12-31';

const textOf = (value: string | readonly string[]): string => (typeof value === 'string' ? value : '');
const listOf = (value: string | readonly string[]): readonly string[] => (typeof value === 'string' ? [] : value);

/** The "choose between N and M" line of a checkbox question, when the store set counts. */
function useCountHint(question: SurveyQuestion): string | null {
  const { t } = useTranslation('ui');
  const { minCount: min, maxCount: max } = question;
  if (min && max) return min === max ? t('survey.countExact', { n: min }) : t('survey.countRange', { min, max });
  if (min) return t('survey.countMin', { min });
  if (max) return t('survey.countMax', { max });
  return null;
}

function TextLikeControl({
  question,
  control,
  value,
  onChange,
  onBlur,
}: { control: FieldControlProps } & Omit<SurveyQuestionFieldProps, 'id' | 'error'>) {
  const { t } = useTranslation('ui');
  const common = { ...control, name: control.id, value: textOf(value), onBlur };
  switch (question.questionType) {
    case 'textarea': {
      const invalid = control['aria-invalid'] === true;
      return (
        <textarea
          {...common}
          rows={5}
          onChange={(event) => onChange(event.target.value)}
          css={(theme) => ({ ...inputCss(theme, invalid), resize: 'vertical' })}
        />
      );
    }
    case 'select': {
      const options: ChoiceOption[] = question.options.map((option) => ({
        value: option.optionTitle,
        label: option.optionTitle,
      }));
      return (
        <Select
          {...common}
          options={options}
          placeholder={t('survey.choose')}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    }
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          max={DATE_MAX}
          onChange={(event) => onChange(event.target.value)}
          css={{ maxWidth: '14em' }}
        />
      );
    case 'time':
      return (
        <TextInput
          {...common}
          type="time"
          onChange={(event) => onChange(event.target.value)}
          css={{ maxWidth: '10em' }}
        />
      );
    default:
      return <TextInput {...common} type="text" onChange={(event) => onChange(event.target.value)} />;
  }
}

/** One survey question by its type (spec 000 §3 "Survey"): title, description, required marker and error. */
export function SurveyQuestionField({ question, id, value, error, onChange, onBlur }: SurveyQuestionFieldProps) {
  const countHint = useCountHint(question);
  const description = question.questionDescription ?? null;
  const options: ChoiceOption[] = question.options.map((option) => ({
    value: option.optionTitle,
    label: option.optionTitle,
  }));
  const common = { id, name: id, legend: question.questionTitle, options, required: question.required, error };

  if (question.questionType === 'radio') {
    return <RadioGroup {...common} hint={description} value={textOf(value)} onChange={onChange} />;
  }
  if (question.questionType === 'checkbox') {
    const hint = [description, countHint].filter(Boolean).join(' ');
    return <CheckboxGroup {...common} hint={hint || null} value={listOf(value)} onChange={onChange} />;
  }
  return (
    <FormField id={id} label={question.questionTitle} required={question.required} hint={description} error={error}>
      {(control) => (
        <TextLikeControl question={question} control={control} value={value} onChange={onChange} onBlur={onBlur} />
      )}
    </FormField>
  );
}
