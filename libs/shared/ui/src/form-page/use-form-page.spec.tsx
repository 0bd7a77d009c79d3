import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@vs/api-client';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { renderWithI18n } from '../test-i18n';
import { PageAlert } from './page-alert';
import { useFormPage, type FormPageOptions } from './use-form-page';

type Values = { userId: string; password: string };
type Options = Pick<FormPageOptions<Values, keyof Values>, 'submit' | 'refuse' | 'canSubmit'>;

const schema = object({ userId: string().required('必須です'), password: string().required('必須です') });

function Form(options: Options) {
  const page = useFormPage<Values>({
    initialValues: { userId: '', password: '' },
    validationSchema: schema,
    namespace: 'ui',
    failures: { namespace: 'auth' },
    ...options,
  });
  const field = (name: keyof Values) => {
    const error = page.errorOf(name);
    return (
      <label>
        {name}
        <input
          name={name}
          value={page.formik.values[name]}
          onChange={page.handleChange}
          onBlur={page.formik.handleBlur}
          aria-invalid={error ? true : undefined}
        />
        {error ? <span>{error}</span> : null}
      </label>
    );
  };
  return (
    <form {...page.formProps}>
      {field('userId')}
      {field('password')}
      <PageAlert>{page.failure}</PageAlert>
      <button type="submit">送信</button>
    </form>
  );
}

/** The failure catalogue loads on first use, behind Suspense. */
async function renderForm(options: Options) {
  await renderWithI18n(<Form {...options} />);
  await screen.findByRole('button', { name: '送信' });
}

const refused = new ApiError({
  status: 400,
  code: 'VALIDATION_ERROR',
  message: 'm',
  requestId: 'r',
  fieldErrors: { password: 'パスワードが違います' },
});

describe('useFormPage', () => {
  it('does not call on invalid values and focuses the first field in error', async () => {
    const submit = vi.fn(async () => undefined);
    await renderForm({ submit });
    await userEvent.type(screen.getByRole('textbox', { name: 'password' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /userId/ })).toHaveFocus());
    expect(screen.getByText('必須です')).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
  });

  it("puts the page's refusal on its field, focuses it and clears it as the member edits", async () => {
    await renderForm({
      submit: () => Promise.reject(refused),
      refuse: (error) => (error === refused ? { fields: { password: 'パスワードが違います' } } : undefined),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'userId' }), 'member');
    await userEvent.type(screen.getByRole('textbox', { name: 'password' }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /password/ })).toHaveFocus());
    expect(screen.getByText('パスワードが違います')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /password/ }), '!');
    expect(screen.queryByText('パスワードが違います')).toBeNull();
  });

  it('shows any other refusal as the failure rule words it, and starts the next attempt clean', async () => {
    const submit = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(undefined);
    await renderForm({ submit });
    await userEvent.type(screen.getByRole('textbox', { name: 'userId' }), 'member');
    await userEvent.type(screen.getByRole('textbox', { name: 'password' }), 'secret');
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'エラーが発生しました。時間をおいて再度お試しください。',
    );
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('does nothing while the page says submitting is pointless', async () => {
    const submit = vi.fn(async () => undefined);
    await renderForm({ submit, canSubmit: () => false });
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(screen.queryByText('必須です')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });
});
