import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentNavigation } from '@vs/mf';
import type { RouteDef } from '@vs/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitFlowError, fetchScreenData, flowErrorListened } from '../testing/api-client-mock';
import { clearRemoteModules, setRemoteModule } from '../testing/federation-runtime-stub';
import { renderShell } from '../testing/render-shell';

vi.mock('@vs/api-client', () => import('../testing/api-client-mock'));

const table: RouteDef[] = [
  { path: '/plans/:planId/confirm', remote: 'plans-checkout', page: 'confirm', layout: 'guest' },
];

describe('restart-flow modal', () => {
  afterEach(() => {
    clearRemoteModules();
    vi.restoreAllMocks();
  });

  it('opens on a flow error and restarts at the redirect URL', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    fetchScreenData.mockResolvedValue({ kind: 'data', data: {} });
    setRemoteModule('plans_checkout/routes', {
      pages: { './pages/confirm/index.tsx': async () => ({ default: () => <h1>Confirm</h1> }) },
    });
    await renderShell('/plans/p-1/confirm', { table });
    await screen.findByRole('heading', { name: 'Confirm' });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // On a busy machine the modal's subscribing effect may not have run yet; an earlier signal is lost.
    await vi.waitFor(() => expect(flowErrorListened()).toBe(true));
    act(() => emitFlowError('/plans/p-1'));
    // The modal's catalogue may still be loading on a busy machine: allow it more than the 1 s default.
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' }, { timeout: 5000 });
    // A purchase restarts at its plan page: spec 001 §8 words that modal for purchases.
    expect(dialog).toHaveTextContent(
      'There was an unexpected operation. Please proceed with the purchase procedure again.',
    );
    const restart = screen.getByRole('button', { name: 'Start again from the beginning' });
    expect(restart).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await userEvent.click(restart);
    expect(assign).toHaveBeenCalledWith('/plans/p-1');
  });

  it('asks a member whose login is too old to log in again, and goes to the login coming back', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    fetchScreenData.mockResolvedValue({ kind: 'data', data: {} });
    setRemoteModule('plans_checkout/routes', {
      pages: { './pages/confirm/index.tsx': async () => ({ default: () => <h1>Confirm</h1> }) },
    });
    await renderShell('/plans/p-1/confirm', { table });
    await screen.findByRole('heading', { name: 'Confirm' });
    await vi.waitFor(() => expect(flowErrorListened()).toBe(true));

    act(() => emitFlowError('/login?prompt=login&redirect=%2Fplans%2Fp-1', 'STEP_UP_REQUIRED'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Please log in again' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('For your security, please log in again.');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(assign).toHaveBeenCalledWith('/login?prompt=login&redirect=%2Fplans%2Fp-1');
  });
});
