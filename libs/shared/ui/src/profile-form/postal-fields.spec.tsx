import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerPostalLookup, renderProfileForm } from './profile-form.test-kit';

const field = (label: string) => screen.getByLabelText(label);
const lookUpButton = () => screen.getByRole('button', { name: '住所を検索' });
const tokyo = [
  { prefectureCode: '13', city: '千代田区', town: '丸の内', allAddress: '東京都千代田区丸の内' },
  {
    prefectureCode: '13',
    city: '千代田区',
    town: '丸の内（次のビルを除く）',
    allAddress: '東京都千代田区丸の内（次のビルを除く）',
  },
];

describe('profile form: postal lookup', () => {
  it('keeps the lookup button disabled until 7 digits are entered', async () => {
    await renderProfileForm();
    expect(lookUpButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(field('郵便番号'), '100000');
    expect(lookUpButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(field('郵便番号'), '5');
    expect(lookUpButton()).not.toHaveAttribute('aria-disabled');
  });

  it('fills prefecture and address from a single result', async () => {
    const { calls } = answerPostalLookup(200, [tokyo[0]]);
    await renderProfileForm();
    await userEvent.type(field('郵便番号'), '1000005');
    await userEvent.click(lookUpButton());
    await waitFor(() => expect(field('都道府県')).toHaveValue('13'));
    expect(calls).toEqual(['/zapi/postal-code/1000005']);
    expect(field('住所（市区町村・番地）')).toHaveValue('千代田区丸の内');
    expect(screen.getByRole('option', { name: '東京都', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('住所を入力しました。');
  });

  it('opens a dialog for several results and reopens it for the same code without asking again', async () => {
    const { calls } = answerPostalLookup(200, tokyo);
    await renderProfileForm();
    await userEvent.type(field('郵便番号'), '1000001');
    await userEvent.click(lookUpButton());
    const dialog = await screen.findByRole('dialog', { name: '住所を選択してください' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '東京都千代田区丸の内（次のビルを除く）' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '決定' }));
    expect(field('住所（市区町村・番地）')).toHaveValue('千代田区丸の内（次のビルを除く）');
    expect(field('都道府県')).toHaveValue('13');
    await userEvent.click(lookUpButton());
    expect(await screen.findByRole('dialog', { name: '住所を選択してください' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says so under the postal code when no address matches', async () => {
    answerPostalLookup(200, []);
    await renderProfileForm();
    await userEvent.type(field('郵便番号'), '0000000');
    await userEvent.click(lookUpButton());
    expect(await screen.findByText('該当する住所が見つかりませんでした。')).toBeInTheDocument();
  });

  it("shows the server's message under the postal code when the lookup fails", async () => {
    answerPostalLookup(404, {
      status: 404,
      code: 'NOT_FOUND',
      message: '郵便番号に該当する住所がありません',
      requestId: 'r',
    });
    await renderProfileForm();
    await userEvent.type(field('郵便番号'), '9999999');
    await userEvent.click(lookUpButton());
    expect(await screen.findByText('郵便番号に該当する住所がありません')).toBeInTheDocument();
    expect(field('郵便番号')).toHaveAccessibleDescription(/郵便番号に該当する住所がありません/);
  });
});
