import type { RouteDef } from '@vs/routes';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchScreenData } from '@vs/api-client';
import type * as ApiClient from '@vs/api-client';
import { documentNavigation } from './document-navigation';
import { errorPagePropsOf } from './route-error';
import { pageLoaderOf, RemoteUnavailableError } from './remote-contract';
import { screenDataLoader } from './screen-data-loader';
import { createSiteRoutes } from './site-routes';

vi.mock('@vs/api-client', async (importOriginal) => ({
  screenDataFailureStatus: (await importOriginal<typeof ApiClient>()).screenDataFailureStatus,
  fetchScreenData: vi.fn(),
  onFlowError: vi.fn(() => () => undefined),
}));

const table: RouteDef[] = [
  { path: '/plans', remote: 'plans-checkout', page: 'plan-list', layout: 'guest' },
  { path: '/mypage', remote: 'mypage', page: 'top', layout: 'account' },
  { path: '/oidc/error', remote: 'oidc-interaction', page: 'error', layout: 'oidc' },
];
const Noop = () => null;

describe('createSiteRoutes', () => {
  const routes = createSiteRoutes({
    table,
    loadPage: async () => Noop,
    Root: Noop,
    HydrateFallback: Noop,
    layouts: {
      account: { Component: Noop },
      guest: { Component: Noop },
      login: { Component: Noop },
      oidc: { lazy: async () => Noop },
    },
  });
  const [root] = routes as [RouteObject];
  const layout = (kind: string) => root.children?.find((route) => route.id === `layout-${kind}`);

  it('nests root → one pathless route per layout kind → pages', () => {
    expect(root.children?.map((route) => route.id)).toEqual([
      'layout-account',
      'layout-guest',
      'layout-login',
      'layout-oidc',
    ]);
    expect(layout('account')?.children?.map((route) => route.path)).toEqual(['/mypage']);
    expect(layout('oidc')?.lazy).toBeTypeOf('function');
  });

  it('gives every page a static screen-data loader beside its lazy component', () => {
    const page = layout('guest')?.children?.[0];
    expect(page?.loader).toBe(screenDataLoader);
    expect(page?.lazy).toBeTypeOf('function');
    expect(page?.ErrorBoundary).toBeTypeOf('function');
  });

  it('puts the catch-all 404 in the guest layout', () => {
    expect(layout('guest')?.children?.at(-1)?.path).toBe('*');
  });

  it('turns a failed page load into a component that throws, so the error page shows', async () => {
    const failing = createSiteRoutes({
      table,
      loadPage: async () => {
        throw new RemoteUnavailableError('plans-checkout', 'plan-list');
      },
      Root: Noop,
      HydrateFallback: Noop,
      layouts: {
        account: { Component: Noop },
        guest: { Component: Noop },
        login: { Component: Noop },
        oidc: { Component: Noop },
      },
    });
    const page = failing[0]?.children?.find((route) => route.id === 'layout-guest')?.children?.[0];
    const lazy = page?.lazy as () => Promise<{ Component: () => never }>;
    const { Component } = await lazy();
    expect(() => Component()).toThrow(RemoteUnavailableError);
  });
});

describe('remote contract helpers', () => {
  const load = async () => ({ default: Noop });
  it('finds a route table page folder among the glob keys', () => {
    expect(pageLoaderOf({ './pages/plan-list/index.tsx': load }, 'plan-list')).toBe(load);
    expect(pageLoaderOf({ './pages/plan-list/index.tsx': load }, 'plan-detail')).toBeUndefined();
    expect(pageLoaderOf({ 'plan-list': load }, 'plan-list')).toBeUndefined();
  });

  it('maps thrown errors to error-page props', () => {
    expect(errorPagePropsOf({ status: 503, code: 'SERVICE_UNAVAILABLE' })).toEqual({ status: 503 });
    expect(errorPagePropsOf({ status: 403, code: 'PROFILE_FORBIDDEN' })).toEqual({ status: 403, variant: 'profile' });
    expect(errorPagePropsOf({ status: 451 })).toEqual({ status: 451, variant: 'region' });
    expect(errorPagePropsOf(new RemoteUnavailableError('mypage', 'top'))).toEqual({ variant: 'unknown' });
    expect(errorPagePropsOf(new Error('boom'))).toEqual({ variant: 'unknown' });
  });
});

describe('payment pages (their own document, their own CSP)', () => {
  const paymentTable: RouteDef[] = [
    { path: '/mypage/payment-method', remote: 'mypage', page: 'payment-method', layout: 'account' },
  ];
  const routes = createSiteRoutes({
    table: paymentTable,
    loadPage: async () => Noop,
    Root: Noop,
    HydrateFallback: Noop,
    layouts: {
      account: { Component: Noop },
      guest: { Component: Noop },
      login: { Component: Noop },
      oidc: { Component: Noop },
    },
  });
  const page = (routes[0]?.children?.[0]?.children?.[0] ?? {}) as RouteObject;
  const load = (url: string) =>
    (page.loader as (args: { request: Request; params: object; context: unknown }) => unknown)({
      request: new Request(url),
      params: {},
      context: undefined,
    });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads a payment page reached by a client-side navigation as a new document', () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/mypage');
    void load(`${window.location.origin}/mypage/payment-method`);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/mypage/payment-method`);
    expect(fetchScreenData).not.toHaveBeenCalled();
  });

  it('loads its screen data as usual on the first load of that document', async () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
    vi.mocked(fetchScreenData).mockResolvedValueOnce({ kind: 'data', data: { paymentMethods: [] } } as never);
    window.history.replaceState(null, '', '/mypage/payment-method');
    expect(await load(`${window.location.origin}/mypage/payment-method`)).toEqual({ paymentMethods: [] });
    expect(assign).not.toHaveBeenCalled();
  });
});
