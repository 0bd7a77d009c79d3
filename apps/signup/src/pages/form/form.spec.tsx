import type { SignupFormScreenData } from '@vs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import { aFormStep } from '../../testing/fixtures';
import FormPage from './index';

const renderForm = (data: SignupFormScreenData = aFormStep(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'signup', path: '/signup/form', page: FormPage, data, language });
const submit = () => userEvent.click(screen.getByRole('button', { name: '登録する' }));
const field = (label: string) => screen.getByLabelText(label);

/** The smallest valid form for aFormStep(): names, sex and the password pair. */
async function fillRequired() {
  await userEvent.type(field('姓'), '山田');
  await userEvent.type(field('名'), '太郎');
  await userEvent.selectOptions(field('性別'), '1');
  await userEvent.type(field('パスワード'), 'secret123');
  await userEvent.type(field('パスワード（確認用）'), 'secret123');
}

describe('sign-up form: what only sign-up shows', () => {
  it('asks for no password in a sign-up through an external identity, and sends none', async () => {
    const { calls } = mockFetch({ 'POST /zapi/signup': { body: { redirectTo: '/signup/complete' } } });
    await renderForm(aFormStep({ withPassword: false }));
    expect(screen.queryByLabelText('パスワード')).toBeNull();
    await userEvent.type(field('姓'), '山田');
    await userEvent.type(field('名'), '太郎');
    await userEvent.selectOptions(field('性別'), '1');
    await submit();
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/complete');
    expect(calls[0]?.body).not.toHaveProperty('password');
    expect(calls[0]?.body).not.toHaveProperty('passwordConfirm');
  });

  it('shows the step, the e-mail from the PIN step read-only and the shared profile fields', async () => {
    await renderForm(aFormStep({ fieldRules: { familyName: 'REQUIRED' } }));
    expect(screen.getByText('STEP 3/4')).toBeInTheDocument();
    expect(field('メールアドレス')).toHaveValue('taro@example.com');
    expect(field('メールアドレス')).toHaveAttribute('readonly');
    expect(field('姓')).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByLabelText('ユーザID')).toBeNull();
  });

  it('shows the password checklist of the store strength', async () => {
    await renderForm(aFormStep({ passwordStrength: 'uppercaseAndSymbol' }));
    const checklist = screen.getByText('パスワードの条件').parentElement as HTMLElement;
    expect(within(checklist).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.type(field('パスワード'), 'Abcdefg1!');
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .every((li) => li.dataset['passed'] === 'true'),
    ).toBe(true);
  });
});

describe('sign-up form: submit', () => {
  it('sends empty strings as null, birthday as YYYYMMDD, checkboxes as booleans, and follows redirectTo', async () => {
    const data = aFormStep({
      customAssociatedInfo: [
        { id: 'q1', title: 'ご職業', type: 'TEXT', rule: 'OPTIONAL', selectOptions: [] },
        {
          id: 'q2',
          title: 'きっかけ',
          type: 'SELECT',
          rule: 'REQUIRED',
          selectOptions: [
            { id: 'a', label: '広告' },
            { id: 'b', label: '友人' },
          ],
        },
        {
          id: 'q3',
          title: '好きなジャンル',
          type: 'CHECKBOX',
          rule: 'REQUIRED',
          selectOptions: [
            { id: 'x', label: 'アニメ' },
            { id: 'y', label: '映画' },
          ],
        },
        { id: 'q4', title: '使わない', type: 'TEXT', rule: 'NOT_USE', selectOptions: [] },
      ],
    });
    const { calls } = mockFetch({ 'POST /zapi/signup': { body: { redirectTo: '/signup/plans' } } });
    await renderForm(data);
    expect(screen.queryByLabelText('使わない')).toBeNull();
    await fillRequired();
    await userEvent.type(field('生年月日'), '19900215');
    await userEvent.type(field('電話番号'), '09012345678');
    await userEvent.selectOptions(field('きっかけ'), 'b');
    await userEvent.click(screen.getByRole('checkbox', { name: '映画' }));
    await submit();
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/plans');
    expect(calls[0]?.body).toEqual({
      password: 'secret123',
      passwordConfirm: 'secret123',
      familyName: '山田',
      givenName: '太郎',
      familyNameKana: null,
      givenNameKana: null,
      nickname: null,
      birthday: '19900215',
      sex: '1',
      phoneNumber: '09012345678',
      postalCode: null,
      prefecture: null,
      address: null,
      address2: null,
      customAssociatedInfo: { q1: null, q2: 'b', q3: { x: 'false', y: 'true' } },
      policyConsentData: [],
    });
  });

  it('marks every invalid field and focuses the first', async () => {
    const { calls } = mockFetch({});
    await renderForm(aFormStep({ isEnabledUserId: true }));
    await submit();
    await waitFor(() => expect(field('ユーザID')).toHaveFocus());
    expect(field('ユーザID')).toHaveAccessibleDescription(/ユーザIDを入力してください。/);
    expect(screen.getByText('パスワードを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('姓を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('性別を選択してください。')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('reports an e-mail already registered on the e-mail field with the summary line, and focuses it', async () => {
    mockFetch({ 'POST /zapi/signup': apiError(409, 'ACCOUNT_ALREADY_EXISTS_EMAIL') });
    await renderForm();
    await fillRequired();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '登録処理に失敗しました。上記エラー内容をご確認ください。',
    );
    expect(field('メールアドレス')).toHaveAccessibleDescription(
      /このメールアドレスは既に使用されています。別のメールアドレスを登録してください。/,
    );
    await waitFor(() => expect(field('メールアドレス')).toHaveFocus());
  });

  it('reports a user ID already in use on submit', async () => {
    mockFetch({
      'POST /zapi/signup': apiError(409, 'ACCOUNT_ALREADY_EXISTS_USER_ID'),
      'POST /zapi/account/user-id/verify': { status: 204 },
    });
    await renderForm(aFormStep({ isEnabledUserId: true }));
    await userEvent.type(field('ユーザID'), 'taro2024');
    await fillRequired();
    await submit();
    expect(
      await screen.findByText('このユーザIDは既に使用されています。別のユーザIDを登録してください。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('登録処理に失敗しました。上記エラー内容をご確認ください。');
    await waitFor(() => expect(field('ユーザID')).toHaveFocus());
  });

  it('checks the user ID on the server when the field loses focus', async () => {
    const { calls } = mockFetch({
      'POST /zapi/account/user-id/verify': apiError(409, 'ACCOUNT_ALREADY_EXISTS_USER_ID'),
    });
    await renderForm(aFormStep({ isEnabledUserId: true }));
    await userEvent.type(field('ユーザID'), 'abc');
    await userEvent.tab();
    expect(calls).toHaveLength(0); // too short: the shared rule answers first
    await userEvent.type(field('ユーザID'), 'def');
    await userEvent.tab();
    expect(
      await screen.findByText('このユーザIDは既に使用されています。別のユーザIDを登録してください。'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/zapi/account/user-id/verify', body: { userId: 'abcdef' } });
    await userEvent.type(field('ユーザID'), 'g');
    expect(screen.queryByText('このユーザIDは既に使用されています。別のユーザIDを登録してください。')).toBeNull();
  });

  it("puts the server's field errors on their fields", async () => {
    mockFetch({
      'POST /zapi/signup': apiError(400, 'VALIDATION_ERROR', {
        fieldErrors: { password: 'validation:password.tooCommon', nickname: 'validation:generic.tooLong?max=30' },
      }),
    });
    await renderForm();
    await fillRequired();
    await submit();
    expect(
      await screen.findByText('このパスワードは推測されやすいため使用できません。別のパスワードを設定してください。'),
    ).toBeInTheDocument();
    expect(screen.getByText('30文字以内で入力してください。')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('登録処理に失敗しました。');
  });

  it('speaks English, prefectures included', async () => {
    await renderForm(aFormStep(), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your member details' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Prefecture') as HTMLSelectElement).getByRole('option', { name: 'Okinawa' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });
});
