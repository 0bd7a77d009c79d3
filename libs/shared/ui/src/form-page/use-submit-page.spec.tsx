import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-i18n';
import { PageAlert } from './page-alert';
import { useSubmitPage, type SubmitPageOptions } from './use-submit-page';

type Options = Pick<SubmitPageOptions, 'submit' | 'refuse' | 'canSubmit'>;

/** A consent-like form: one tick kept outside the hook, checked by extraValid. */
function Form(options: Options) {
  const [ticked, setTicked] = useState(false);
  const [shown, setShown] = useState(false);
  const page = useSubmitPage({
    namespace: 'ui',
    failures: { namespace: 'auth' },
    extraValid: () => {
      setShown(!ticked);
      return ticked;
    },
    ...options,
  });
  return (
    <form {...page.formProps}>
      <label>
        同意
        <input
          type="checkbox"
          checked={ticked}
          onChange={(event) => setTicked(event.target.checked)}
          aria-invalid={shown && !ticked ? true : undefined}
        />
      </label>
      <PageAlert>{page.failure}</PageAlert>
      <button type="submit" aria-busy={page.submitting}>
        送信
      </button>
    </form>
  );
}

async function renderForm(options: Options) {
  await renderWithI18n(<Form {...options} />);
  await screen.findByRole('button', { name: '送信' });
}

describe('useSubmitPage', () => {
  it('does not call while the page rules fail, and focuses the first field in error', async () => {
    const submit = vi.fn(async () => undefined);
    await renderForm({ submit });
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '同意' })).toHaveFocus());
    expect(submit).not.toHaveBeenCalled();
  });

  it('calls once for a double press while the call runs', async () => {
    let finish: (() => void) | undefined;
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderForm({ submit });
    await userEvent.click(screen.getByRole('checkbox', { name: '同意' }));
    await userEvent.dblClick(screen.getByRole('button', { name: '送信' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '送信' })).toHaveAttribute('aria-busy', 'true');
    finish?.();
    await waitFor(() => expect(screen.getByRole('button', { name: '送信' })).toHaveAttribute('aria-busy', 'false'));
  });

  it('shows a refusal as the failure rule words it, and starts the next attempt clean', async () => {
    const submit = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(undefined);
    await renderForm({ submit });
    await userEvent.click(screen.getByRole('checkbox', { name: '同意' }));
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'エラーが発生しました。時間をおいて再度お試しください。',
    );
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('leaves a refusal the page sorted to the page: no alert unless it words one', async () => {
    const refused = new Error('terms changed');
    await renderForm({
      submit: () => Promise.reject(refused),
      refuse: (error) => (error === refused ? {} : undefined),
    });
    await userEvent.click(screen.getByRole('checkbox', { name: '同意' }));
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '送信' })).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does nothing while the page says submitting is pointless', async () => {
    const submit = vi.fn(async () => undefined);
    await renderForm({ submit, canSubmit: () => false });
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(submit).not.toHaveBeenCalled();
  });
});
