import type { ProfileEditScreenData } from '@vs/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import ProfileEditPage from './index';

function aProfileEdit(overrides: Partial<ProfileEditScreenData> = {}): ProfileEditScreenData {
  return {
    fieldRules: {
      familyName: 'REQUIRED',
      givenName: 'REQUIRED',
      nickname: 'OPTIONAL',
      birthday: 'OPTIONAL',
      sex: 'REQUIRED',
      phoneNumber: 'OPTIONAL',
      postalCode: 'OPTIONAL',
      prefecture: 'OPTIONAL',
      address: 'OPTIONAL',
    },
    genderInputType: 'Select',
    disallowUnknownGender: false,
    customAssociatedInfo: [
      {
        id: 'genre',
        title: '好きなジャンル',
        type: 'CHECKBOX',
        rule: 'OPTIONAL',
        selectOptions: [
          { id: 'anime', label: 'アニメ' },
          { id: 'movie', label: '映画' },
        ],
      },
    ],
    values: {
      familyName: '山田',
      givenName: '太郎',
      nickname: null,
      birthday: '19900215',
      sex: '1',
      phoneNumber: '09012345678',
      postalCode: '1000005',
      prefecture: '13',
      address: '千代田区丸の内',
    },
    customAssociatedInfoValues: { genre: { anime: 'true', movie: 'false' } },
    ...overrides,
  };
}

const renderEdit = (data: ProfileEditScreenData = aProfileEdit(), language: 'ja' | 'en' = 'ja') =>
  renderPage({ remote: 'mypage', path: '/mypage/edit', page: ProfileEditPage, data, language });
const field = (label: string) => screen.getByLabelText(label);
const save = () => userEvent.click(screen.getByRole('button', { name: '変更する' }));
const editPath = 'POST /zapi/account/edit';

describe('profile edit', () => {
  it('shows the stored profile in the shared form under the spec title, with a way back to My Page', async () => {
    await renderEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'プロフィール編集' })).toBeInTheDocument();
    expect(field('姓')).toHaveValue('山田');
    expect(field('生年月日')).toHaveValue('1990/02/15');
    expect(field('性別')).toHaveValue('1');
    expect(field('都道府県')).toHaveValue('13');
    expect(field('ニックネーム')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'アニメ' })).toBeChecked();
    expect(screen.queryByLabelText('名（カナ）')).toBeNull();
    expect(screen.getByRole('link', { name: 'マイページへ戻る' })).toHaveAttribute('href', '/mypage');
  });

  it('sends optionalInfo and customAssociatedInfo, empty strings as null, and follows redirectTo', async () => {
    const { calls } = mockFetch({ [editPath]: { body: { redirectTo: '/mypage/edit/complete' } } });
    await renderEdit();
    await userEvent.clear(field('電話番号'));
    await userEvent.type(field('ニックネーム'), 'たろう');
    await userEvent.click(screen.getByRole('checkbox', { name: '映画' }));
    await save();
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/edit/complete');
    expect(calls[0]?.body).toEqual({
      optionalInfo: {
        familyName: '山田',
        givenName: '太郎',
        nickname: 'たろう',
        birthday: '19900215',
        sex: '1',
        phoneNumber: null,
        postalCode: '1000005',
        prefecture: '13',
        address: '千代田区丸の内',
      },
      customAssociatedInfo: { genre: { anime: 'true', movie: 'true' } },
    });
  });

  it('checks the shared rules before sending and focuses the first error', async () => {
    const { calls } = mockFetch({});
    await renderEdit();
    await userEvent.clear(field('姓'));
    await save();
    await waitFor(() => expect(field('姓')).toHaveFocus());
    expect(field('姓')).toHaveAccessibleDescription(/姓を入力してください。/);
    expect(calls).toEqual([]);
  });

  it("puts the server's field errors on their fields, and clears one when its field changes", async () => {
    mockFetch({
      [editPath]: apiError(400, 'VALIDATION_ERROR', {
        message: 'The request has invalid fields.',
        fieldErrors: { 'optionalInfo.nickname': 'validation:generic.tooLong?max=30' },
      }),
    });
    await renderEdit();
    await userEvent.type(field('ニックネーム'), 'たろう');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '変更できませんでした。上記エラー内容をご確認ください。',
    );
    expect(field('ニックネーム')).toHaveAccessibleDescription(/30文字以内で入力してください。/);
    await waitFor(() => expect(field('ニックネーム')).toHaveFocus());
    await userEvent.type(field('ニックネーム'), 'x');
    expect(field('ニックネーム')).not.toHaveAccessibleDescription(/30文字以内/);
  });

  it("shows the server's message for any other failure", async () => {
    mockFetch({
      [editPath]: apiError(429, 'TOO_MANY_REQUESTS', { message: 'しばらく時間をおいてから再度お試しください。' }),
    });
    await renderEdit();
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('しばらく時間をおいてから再度お試しください。');
  });

  it("shows 'エラーが発生しました' when the answer is not the server's own", async () => {
    mockFetch({ [editPath]: { status: 502, body: 'Bad gateway' } });
    await renderEdit();
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('エラーが発生しました');
  });

  it('says so when the store lets the member change nothing', async () => {
    await renderEdit(aProfileEdit({ fieldRules: {}, customAssociatedInfo: [] }));
    expect(screen.getByText('このサービスで変更できる登録情報はありません。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '変更する' })).toBeNull();
  });

  it('speaks English', async () => {
    await renderEdit(aProfileEdit(), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();
    expect(field('Family name')).toHaveValue('山田');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });
});
