import type { RouteDef } from '@vs/routes';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchScreenData } from '@vs/api-client';
import { documentNavigation } from './document-navigation';
import { createSiteRoutes } from './site-routes';

vi.mock('@vs/api-client', () => ({ fetchScreenData: vi.fn(), onFlowError: vi.fn(() => () => undefined) }));

const Noop = () => null;

describe('pages the shell loads as documents of their own', () => {
  const table: RouteDef[] = [
    { path: '/mypage', remote: 'mypage', page: 'top', layout: 'account' },
    { path: '/mypage/sessions', remote: 'mypage', page: 'sessions', layout: 'account' },
  ];
  const routes = createSiteRoutes({
    table,
    loadPage: async () => Noop,
    Root: Noop,
    HydrateFallback: Noop,
    layouts: {
      account: { Component: Noop },
      guest: { Component: Noop },
      login: { Component: Noop },
      oidc: { Component: Noop },
    },
    // As the shell says of a remote released on another origin than the document's remote.
    ownDocument: (route) => route.path === '/mypage/sessions',
  });
  const pages = (routes[0]?.children?.[0]?.children ?? []) as RouteObject[];
  const load = (path: string) =>
    (pages.find((page) => page.path === path)?.loader as (args: object) => unknown)({
      request: new Request(`${window.location.origin}${path}`),
      params: {},
      context: undefined,
    });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads a page the shell names by a new document, and the others client-side', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    vi.mocked(fetchScreenData).mockResolvedValue({ kind: 'data', data: {} } as never);
    window.history.replaceState(null, '', '/login');
    void load('/mypage/sessions');
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/mypage/sessions`);
    await load('/mypage');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(fetchScreenData).toHaveBeenCalledTimes(1);
  });
});
