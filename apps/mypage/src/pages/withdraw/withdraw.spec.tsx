import type { Survey, WithdrawScreenData } from '@vs/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import WithdrawPage from './index';

const survey: Survey = {
  surveyName: '退会理由アンケート',
  surveyDescription: null,
  questions: [
    {
      questionId: 'reason',
      questionType: 'radio',
      questionTitle: '退会の理由',
      questionDescription: null,
      required: true,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [{ optionTitle: '見たい作品がない' }, { optionTitle: '料金が高い' }],
    },
    {
      questionId: 'comment',
      questionType: 'textarea',
      questionTitle: 'ご意見',
      questionDescription: null,
      required: false,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [],
    },
  ],
};
const withdrawPage = (over: Partial<WithdrawScreenData> = {}): WithdrawScreenData => ({
  survey,
  isUnderContract: false,
  ...over,
});
const renderWithdraw = (data = withdrawPage(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/withdraw', page: WithdrawPage, data, language });
const consent = () => screen.getByRole('checkbox', { name: '上記の内容を確認し、退会に同意します' });
const submit = () => screen.getByRole('button', { name: '退会手続きに進む' });
const confirmPath = 'POST /zapi/account/withdraw/confirm';
const blockedText = 'ご契約中のプランがあるため、退会できません。';

describe('withdrawal', () => {
  it('says what withdrawal means, takes the survey and the consent, and goes to the PIN page', async () => {
    const { calls } = mockFetch({ [confirmPath]: { body: { redirectTo: '/withdraw/pin-code' } } });
    await renderWithdraw();
    expect(screen.getByRole('heading', { level: 1, name: '退会' })).toBeInTheDocument();
    expect(screen.getByText(/元に戻すことはできません/)).toBeInTheDocument();
    expect(screen.getByText(/データはすべて削除され/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '退会理由アンケート' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '料金が高い' }));
    await userEvent.click(consent());
    await userEvent.click(submit());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/withdraw/pin-code');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/zapi/account/withdraw/confirm',
        body: { consent: true, surveyAnswers: { reason: '料金が高い', comment: null } },
      },
    ]);
  });

  it("requires the consent ('同意は必須です') and the survey's required answers, focusing the first", async () => {
    const { calls } = mockFetch({});
    await renderWithdraw();
    await userEvent.click(submit());
    expect(await screen.findByText('同意は必須です')).toBeInTheDocument();
    expect(screen.getByText('選択してください。')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '見たい作品がない' })).toHaveFocus();
    expect(consent()).toHaveAccessibleDescription('エラー：同意は必須です');
    await userEvent.click(consent());
    expect(screen.queryByText('同意は必須です')).not.toBeInTheDocument();
    await userEvent.click(consent());
    expect(await screen.findByText('同意は必須です')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('needs only the consent when the store has no survey', async () => {
    const { calls } = mockFetch({ [confirmPath]: { body: { redirectTo: '/withdraw/pin-code' } } });
    await renderWithdraw(withdrawPage({ survey: null }));
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await userEvent.click(consent());
    await userEvent.click(submit());
    await screen.findByTestId('destination');
    expect(calls[0]?.body).toEqual({ consent: true, surveyAnswers: {} });
  });

  it('shows the notice and no form while a plan is under contract', async () => {
    await renderWithdraw(withdrawPage({ isUnderContract: true }));
    expect(screen.getByText(blockedText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'マイページに戻る' })).toHaveAttribute('href', '/mypage');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('turns to the notice when the server refuses with WITHDRAWAL_BLOCKED', async () => {
    mockFetch({ [confirmPath]: apiError(409, 'WITHDRAWAL_BLOCKED') });
    await renderWithdraw(withdrawPage({ survey: null }));
    await userEvent.click(consent());
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(blockedText);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("shows other failures as a page alert, else 'エラーが発生しました'", async () => {
    mockFetch({ [confirmPath]: apiError(500, 'INTERNAL_ERROR', { message: '', requestId: '' }) });
    await renderWithdraw(withdrawPage({ survey: null }));
    await userEvent.click(consent());
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^エラーが発生しました$/);
    expect(consent()).toBeChecked();
  });

  it('speaks English', async () => {
    await renderWithdraw(withdrawPage({ isUnderContract: true }), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw membership' })).toBeInTheDocument();
    expect(screen.getByText('You cannot withdraw while you have a plan under contract.')).toBeInTheDocument();
  });
});
