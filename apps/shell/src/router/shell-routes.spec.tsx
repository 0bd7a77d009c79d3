import { screen, waitFor } from '@testing-library/react';
import { documentNavigation } from '@vs/mf';
import type { RouteDef } from '@vs/routes';
import { useLoaderData } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchScreenData } from '../testing/api-client-mock';
import { clearRemoteModules, setRemoteModule } from '../testing/federation-runtime-stub';
import { renderShell } from '../testing/render-shell';

vi.mock('@vs/api-client', () => import('../testing/api-client-mock'));

const table: RouteDef[] = [
  { path: '/', remote: 'plans-checkout', page: 'home', layout: 'guest' },
  { path: '/plans', remote: 'plans-checkout', page: 'plan-list', layout: 'guest' },
  { path: '/plans/:planId', remote: 'plans-checkout', page: 'plan-detail', layout: 'guest' },
  { path: '/login', remote: 'auth-login', page: 'login', layout: 'login' },
];

function PlanList() {
  const data = useLoaderData() as { count: number };
  return <h1>{`Plans: ${data.count}`}</h1>;
}

describe('shell routes', () => {
  beforeEach(() => {
    setRemoteModule('plans_checkout/routes', {
      pages: {
        './pages/home/index.tsx': async () => ({ default: () => <h1>Home page</h1> }),
        './pages/plan-list/index.tsx': async () => ({ default: PlanList }),
        './pages/plan-detail/index.tsx': async () => ({ default: () => <h1>Plan detail</h1> }),
      },
    });
  });
  afterEach(() => {
    clearRemoteModules();
    fetchScreenData.mockReset();
  });

  it('loads the page from its remote and its screen data into useLoaderData, inside the guest layout', async () => {
    fetchScreenData.mockResolvedValue({ kind: 'data', data: { count: 3 } });
    await renderShell('/plans?campaign=x', { table });
    expect(await screen.findByRole('heading', { name: 'Plans: 3' })).toBeInTheDocument();
    expect(fetchScreenData).toHaveBeenCalledWith(
      '/plans',
      '?campaign=x',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('follows a same-origin redirect answer with the router', async () => {
    // From the home page: a plan page is a payment page, which a router navigation never shows.
    fetchScreenData.mockImplementation(async (pathname: string) =>
      pathname === '/' ? { kind: 'redirect', to: '/plans?from=p-1' } : { kind: 'data', data: { count: 1 } },
    );
    const { router } = await renderShell('/', { table });
    expect(await screen.findByRole('heading', { name: 'Plans: 1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/plans');
    expect(router.state.location.search).toBe('?from=p-1');
  });

  it('sends absolute redirect targets to the browser', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    fetchScreenData.mockResolvedValue({ kind: 'redirect', to: 'https://idp.example.com/authorize?x=1' });
    await renderShell('/plans', { table });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example.com/authorize?x=1'));
  });

  it.each([
    [404, 'Page not found.'],
    [503, 'under maintenance now'],
    [401, 'Page has expired'],
  ])('renders the error page for a %i screen-data failure, keeping the layout', async (status, heading) => {
    fetchScreenData.mockRejectedValue(new ApiError(status));
    await renderShell('/plans', { table });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('shows an error page, not a blank screen, when a remote cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchScreenData.mockResolvedValue({ kind: 'data', data: {} });
    await renderShell('/login', { table });
    expect(await screen.findByRole('heading', { level: 1, name: 'An error has occurred' })).toBeInTheDocument();
  });

  it('renders unknown paths as the 404 page in the guest layout', async () => {
    await renderShell('/no/such/page', { table });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found.' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(fetchScreenData).not.toHaveBeenCalled();
  });
});
