import type { Survey, SurveyAnswers, SurveyQuestion } from '@vs/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { object } from 'yup';
import { renderWithI18n } from '../test-i18n';
import { SurveyFields } from './survey-fields';
import { initialSurveyAnswers, surveyAnswersOf, surveyFormSchema } from './survey-values';

const question = (
  over: Partial<SurveyQuestion> & Pick<SurveyQuestion, 'questionId' | 'questionType' | 'questionTitle'>,
): SurveyQuestion => ({
  questionDescription: null,
  required: false,
  validation: null,
  minCount: null,
  maxCount: null,
  options: [],
  ...over,
});
const colours = [{ optionTitle: '赤' }, { optionTitle: '青' }, { optionTitle: '緑' }];

const survey = (questions: SurveyQuestion[], over: Partial<Survey> = {}): Survey => ({
  surveyName: '退会理由アンケート',
  surveyDescription: '今後の改善のためにご協力ください。',
  questions,
  ...over,
});

/** The survey inside a formik form the way a page uses it: answers under `surveyAnswers`. */
async function renderSurvey(value: Survey, language: 'ja' | 'en' = 'ja') {
  const onSubmit = vi.fn<(answers: SurveyAnswers) => void>();
  await renderWithI18n(
    <Formik
      initialValues={{ surveyAnswers: initialSurveyAnswers(value.questions) }}
      validationSchema={object({ surveyAnswers: surveyFormSchema(value.questions) })}
      onSubmit={(values) => onSubmit(surveyAnswersOf(value.questions, values.surveyAnswers))}
    >
      <Form noValidate>
        <SurveyFields survey={value} />
        <button type="submit">送信</button>
      </Form>
    </Formik>,
    language,
  );
  return { onSubmit, submit: () => userEvent.click(screen.getByRole('button', { name: '送信' })) };
}

describe('SurveyFields', () => {
  it('shows the title and description, and every question type with its label and marker', async () => {
    await renderSurvey(
      survey([
        question({
          questionId: 't',
          questionType: 'text',
          questionTitle: 'ご意見',
          required: true,
          questionDescription: '自由にお書きください',
        }),
        question({ questionId: 'a', questionType: 'textarea', questionTitle: '詳しく' }),
        question({ questionId: 'r', questionType: 'radio', questionTitle: '満足度', options: colours }),
        question({
          questionId: 'c',
          questionType: 'checkbox',
          questionTitle: '好きな色',
          options: colours,
          minCount: 1,
          maxCount: 2,
        }),
        question({ questionId: 's', questionType: 'select', questionTitle: '利用頻度', options: colours }),
        question({ questionId: 'd', questionType: 'date', questionTitle: '最終利用日' }),
        question({ questionId: 'h', questionType: 'time', questionTitle: '視聴時間帯' }),
      ]),
    );
    expect(screen.getByRole('heading', { level: 2, name: '退会理由アンケート' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '退会理由アンケート' })).toBeInTheDocument();
    expect(screen.getByText('今後の改善のためにご協力ください。')).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: 'ご意見' });
    expect(text).toHaveAttribute('aria-required', 'true');
    expect(text).toHaveAccessibleDescription('自由にお書きください');
    expect(screen.getByRole('textbox', { name: '詳しく' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('radiogroup', { name: '満足度' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    const checkboxes = screen.getByRole('group', { name: '好きな色' });
    expect(checkboxes).toHaveAccessibleDescription('1〜2個選択してください。');
    expect(screen.getByRole('combobox', { name: '利用頻度' })).toHaveDisplayValue('選択してください');
    expect(screen.getByLabelText('最終利用日')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('最終利用日')).toHaveAttribute('max', '9999-12-31');
    expect(screen.getByLabelText('視聴時間帯')).toHaveAttribute('type', 'time');
    expect(document.querySelectorAll('[data-marker="required"]')).toHaveLength(1);
    expect(document.querySelectorAll('[data-marker="optional"]')).toHaveLength(6);
  });

  it('collects every answer type under surveyAnswers', async () => {
    const { onSubmit, submit } = await renderSurvey(
      survey([
        question({ questionId: 't', questionType: 'text', questionTitle: 'ご意見' }),
        question({ questionId: 'a', questionType: 'textarea', questionTitle: '詳しく' }),
        question({ questionId: 'r', questionType: 'radio', questionTitle: '満足度', options: colours }),
        question({ questionId: 'c', questionType: 'checkbox', questionTitle: '好きな色', options: colours }),
        question({ questionId: 's', questionType: 'select', questionTitle: '利用頻度', options: colours }),
        question({ questionId: 'd', questionType: 'date', questionTitle: '最終利用日' }),
        question({ questionId: 'h', questionType: 'time', questionTitle: '視聴時間帯' }),
        question({ questionId: 'x', questionType: 'text', questionTitle: '未回答' }),
      ]),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'ご意見' }), '良かった');
    await userEvent.type(screen.getByRole('textbox', { name: '詳しく' }), '一行目{Enter}二行目');
    await userEvent.click(screen.getByRole('radio', { name: '青' }));
    const group = screen.getByRole('group', { name: '好きな色' });
    await userEvent.click(group.querySelector('input[value="緑"]') as HTMLInputElement);
    await userEvent.click(group.querySelector('input[value="赤"]') as HTMLInputElement);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '利用頻度' }), '緑');
    await userEvent.type(screen.getByLabelText('最終利用日'), '2025-04-01');
    await userEvent.type(screen.getByLabelText('視聴時間帯'), '21:30');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      t: '良かった',
      a: '一行目\n二行目',
      r: '青',
      c: ['緑', '赤'],
      s: '緑',
      d: '2025-04-01',
      h: '21:30',
      x: null,
    });
  });

  it('requires required questions, tying each message to its control, and moves nothing on a valid form', async () => {
    const { onSubmit, submit } = await renderSurvey(
      survey([
        question({ questionId: 't', questionType: 'text', questionTitle: 'ご意見', required: true }),
        question({ questionId: 'r', questionType: 'radio', questionTitle: '満足度', options: colours, required: true }),
        question({
          questionId: 'c',
          questionType: 'checkbox',
          questionTitle: '好きな色',
          options: colours,
          required: true,
        }),
        question({
          questionId: 's',
          questionType: 'select',
          questionTitle: '利用頻度',
          options: colours,
          required: true,
        }),
      ]),
    );
    await submit();
    expect(await screen.findByText('回答を入力してください。')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ご意見' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'ご意見' })).toHaveAccessibleDescription(
      'エラー：回答を入力してください。',
    );
    expect(screen.getByRole('radiogroup', { name: '満足度' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup', { name: '満足度' })).toHaveAccessibleDescription(
      'エラー：選択してください。',
    );
    expect(screen.getByRole('group', { name: '好きな色' })).toHaveAccessibleDescription('エラー：選択してください。');
    expect(screen.getByRole('combobox', { name: '利用頻度' })).toHaveAccessibleDescription(
      'エラー：選択してください。',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: '赤' }));
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: '満足度' })).not.toHaveAttribute('aria-invalid'));
  });

  it('allows at most 300 characters and checks the store pattern once the box is left', async () => {
    await renderSurvey(
      survey([
        question({ questionId: 'a', questionType: 'textarea', questionTitle: '詳しく' }),
        question({ questionId: 'p', questionType: 'text', questionTitle: '会員番号', validation: '\\d{4}' }),
      ]),
    );
    const long = screen.getByRole('textbox', { name: '詳しく' });
    await userEvent.click(long);
    await userEvent.paste('あ'.repeat(301));
    expect(screen.queryByText('回答は300文字以内で入力してください。')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('回答は300文字以内で入力してください。')).toBeInTheDocument();
    await userEvent.type(long, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('回答は300文字以内で入力してください。')).not.toBeInTheDocument());

    await userEvent.type(screen.getByRole('textbox', { name: '会員番号' }), '12a4');
    await userEvent.tab();
    expect(await screen.findByText('回答の形式が正しくありません。')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: '会員番号' }));
    await userEvent.type(screen.getByRole('textbox', { name: '会員番号' }), '1234');
    await waitFor(() => expect(screen.queryByText('回答の形式が正しくありません。')).not.toBeInTheDocument());
  });

  it('counts checkbox ticks against the minimum and maximum', async () => {
    const { onSubmit, submit } = await renderSurvey(
      survey([
        question({
          questionId: 'c',
          questionType: 'checkbox',
          questionTitle: '好きな色',
          options: colours,
          minCount: 2,
          maxCount: 2,
        }),
      ]),
    );
    const group = screen.getByRole('group', { name: '好きな色' });
    expect(group).toHaveAccessibleDescription('2個選択してください。');
    const box = (title: string) => group.querySelector(`input[value="${title}"]`) as HTMLInputElement;
    await userEvent.click(box('赤'));
    expect(await screen.findByText('2個以上選択してください。')).toBeInTheDocument();
    expect(box('赤')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(box('青'));
    await userEvent.click(box('緑'));
    expect(await screen.findByText('2個以内で選択してください。')).toBeInTheDocument();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(box('赤'));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ c: ['青', '緑'] }));
  });

  it('works with question ids that look like numbers or hold dots', async () => {
    const { onSubmit, submit } = await renderSurvey(
      survey([
        question({ questionId: '1', questionType: 'text', questionTitle: '一問目', required: true }),
        question({
          questionId: 'q.2',
          questionType: 'radio',
          questionTitle: '二問目',
          options: colours,
          required: true,
        }),
      ]),
    );
    await submit();
    expect(await screen.findByText('回答を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('選択してください。')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '一問目' }), 'はい');
    await userEvent.click(screen.getByRole('radio', { name: '緑' }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ '1': 'はい', 'q.2': '緑' }));
  });

  it('speaks English', async () => {
    await renderSurvey(
      survey([
        question({ questionId: 's', questionType: 'select', questionTitle: 'Frequency', options: colours }),
        question({
          questionId: 'c',
          questionType: 'checkbox',
          questionTitle: 'Colours',
          options: colours,
          minCount: 1,
          maxCount: 3,
        }),
      ]),
      'en',
    );
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveDisplayValue('Please select');
    expect(screen.getByRole('group', { name: 'Colours' })).toHaveAccessibleDescription('Select 1 to 3.');
  });
});
