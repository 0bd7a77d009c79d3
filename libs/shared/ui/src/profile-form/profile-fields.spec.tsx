import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderProfileForm, someSettings } from './profile-form.test-kit';

const field = (label: string) => screen.getByLabelText(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'submit' }));

describe('profile form: fields by the store rules', () => {
  it('hides NOT_USE fields and marks required and optional ones', async () => {
    await renderProfileForm(someSettings({ fieldRules: { familyName: 'REQUIRED', nickname: 'OPTIONAL' } }));
    expect(field('姓')).toHaveAttribute('aria-required', 'true');
    expect(field('ニックネーム')).not.toHaveAttribute('aria-required');
    const markerOf = (label: string) =>
      screen.getByText(label, { selector: 'label' }).parentElement?.querySelector('[data-marker]')?.textContent;
    expect(markerOf('姓')).toBe('必須');
    expect(markerOf('ニックネーム')).toBe('任意');
    for (const hidden of ['名', '氏名', '生年月日', '性別', '電話番号', '郵便番号', '都道府県', '国']) {
      expect(screen.queryByLabelText(hidden)).toBeNull();
    }
  });

  it('offers sex as a select without "no answer" when the store disallows it', async () => {
    await renderProfileForm(someSettings({ disallowUnknownGender: true }));
    const options = within(field('性別') as HTMLSelectElement)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['選択してください', '男性', '女性', 'その他']);
  });

  it('uses radio buttons when the store says Radio', async () => {
    await renderProfileForm(someSettings({ genderInputType: 'Radio' }));
    const group = screen.getByRole('radiogroup', { name: '性別' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '9', '0']);
    expect(within(group).getByRole('radio', { name: '回答しない' })).toBeInTheDocument();
  });

  it('formats the birthday as the user types: digits only, slashes, clamping', async () => {
    await renderProfileForm();
    const box = field('生年月日');
    await userEvent.type(box, 'x1989a1');
    expect(box).toHaveValue('1989/1');
    await userEvent.type(box, '340');
    expect(box).toHaveValue('1989/12/31');
    await userEvent.clear(box);
    await userEvent.type(box, '18500229');
    expect(box).toHaveValue('1900/02/28');
    await userEvent.clear(box);
    // A year after this one is clamped to this year; a date later this year becomes today.
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    await userEvent.type(box, `${today.getFullYear() + 5}1231`);
    expect(box).toHaveValue(`${today.getFullYear()}/${pad(today.getMonth() + 1)}/${pad(today.getDate())}`);
  });

  it('validates kana as full-width katakana, phone numbers as 10–11 digits and required names', async () => {
    const { submitted } = await renderProfileForm();
    await userEvent.type(field('姓（カナ）'), 'やまだ');
    await userEvent.type(field('電話番号'), '03-1234');
    await submit();
    expect(await screen.findByText('全角カタカナで入力してください')).toBeInTheDocument();
    expect(screen.getByText('電話番号の形式が正しくありません')).toBeInTheDocument();
    expect(field('姓')).toHaveAccessibleDescription(/姓を入力してください。/);
    expect(submitted).toEqual([]);
  });

  it('lists countries with Japan first, in the page language', async () => {
    await renderProfileForm(someSettings({ fieldRules: { country: 'OPTIONAL' } }), { language: 'en' });
    const options = within(field('Country') as HTMLSelectElement).getAllByRole('option');
    expect(options[1]).toHaveTextContent('Japan');
    expect(options[1]).toHaveValue('JP');
  });

  it('speaks English, prefectures included', async () => {
    await renderProfileForm(someSettings(), { language: 'en' });
    expect(field('Family name')).toBeInTheDocument();
    expect(
      within(field('Prefecture') as HTMLSelectElement).getByRole('option', { name: 'Okinawa' }),
    ).toBeInTheDocument();
  });
});

describe('profile form: stored values and the request', () => {
  const custom = someSettings({
    fieldRules: {
      familyName: 'REQUIRED',
      birthday: 'OPTIONAL',
      phoneNumber: 'OPTIONAL',
      postalCode: 'OPTIONAL',
      address2: 'OPTIONAL',
      sex: 'OPTIONAL',
    },
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

  it('starts from the stored profile and answers, birthday as YYYY/MM/DD', async () => {
    await renderProfileForm(custom, {
      stored: { familyName: '山田', birthday: '19900215', sex: '2', phoneNumber: null },
      storedCustom: { q1: '会社員', q2: 'b', q3: { x: 'true', y: 'false' }, q4: 'hidden' },
    });
    expect(field('姓')).toHaveValue('山田');
    expect(field('生年月日')).toHaveValue('1990/02/15');
    expect(field('性別')).toHaveValue('2');
    expect(field('電話番号')).toHaveValue('');
    expect(field('ご職業')).toHaveValue('会社員');
    expect(field('きっかけ')).toHaveValue('b');
    expect(screen.getByRole('checkbox', { name: 'アニメ' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '映画' })).not.toBeChecked();
    expect(screen.queryByLabelText('使わない')).toBeNull();
  });

  it('sends empty strings as null, birthday as YYYYMMDD and checkboxes as true/false', async () => {
    const { submitted } = await renderProfileForm(custom);
    await userEvent.type(field('姓'), '山田');
    await userEvent.type(field('生年月日'), '19900215');
    await userEvent.type(field('電話番号'), '09012345678');
    await userEvent.selectOptions(field('きっかけ'), 'b');
    await userEvent.click(screen.getByRole('checkbox', { name: '映画' }));
    await submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      optionalInfo: {
        familyName: '山田',
        birthday: '19900215',
        sex: null,
        phoneNumber: '09012345678',
        postalCode: null,
        address2: null,
      },
      customAssociatedInfo: { q1: null, q2: 'b', q3: { x: 'false', y: 'true' } },
    });
  });

  it('requires an answer to required custom questions', async () => {
    const { submitted } = await renderProfileForm(custom, { stored: { familyName: '山田' } });
    await submit();
    await waitFor(() => expect(field('きっかけ')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('checkbox', { name: 'アニメ' })).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).toEqual([]);
  });
});
