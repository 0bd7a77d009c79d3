import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { remoteNamespaces } from './namespaces';
import { declarationProblems } from './remote-declaration';
import {
  deriveRouteTable,
  ownerOfPath,
  ownRoutes,
  namespacesOfRoute,
  releaseRoutesOf,
  routeTableOfManifest,
  sameNamespaces,
  sameRoutes,
} from './remote-release';
import { remoteNames, routeTable } from './route-table';

describe('remote prefixes', () => {
  it('give every route of the compiled table to the remote that renders it', () => {
    for (const route of routeTable) expect(ownerOfPath(route.path), route.path).toBe(route.remote);
  });

  it('take the longest prefix, and treat / as one exact path', () => {
    expect(ownerOfPath('/signup/plans/monthly')).toBe('plans-checkout');
    expect(ownerOfPath('/signup/form')).toBe('signup');
    expect(ownerOfPath('/mypage/new-page')).toBe('mypage');
    expect(ownerOfPath('/nobody/owns')).toBeNull();
    expect(ownerOfPath('/mypagex')).toBeNull();
  });
});

describe('deriveRouteTable', () => {
  const mypage = releaseRoutesOf('mypage');

  it('is the compiled table when no remote published its routes', () => {
    expect(deriveRouteTable({})).toEqual(routeTable);
    expect(sameRoutes('mypage', [...mypage].reverse())).toBe(true);
  });

  it("replaces one remote's routes with its release's: a new page, a removed one, the others untouched", () => {
    const release = [
      ...mypage.filter((route) => route.path !== '/mypage/login-history'),
      { path: '/mypage/:tab/news', page: 'news', layout: 'account' as const },
    ];
    expect(sameRoutes('mypage', release)).toBe(false);
    const table = deriveRouteTable({ mypage: release });
    expect(matchRoute('/mypage/a/news', table)?.route).toEqual({
      path: '/mypage/:tab/news',
      page: 'news',
      layout: 'account',
      remote: 'mypage',
    });
    expect(matchRoute('/mypage/login-history', table)).toBeNull();
    expect(matchRoute('/plans/p-1', table)?.route.page).toBe('plan-detail');
    expect(table.filter((route) => route.remote === 'auth-login')).toEqual(
      routeTable.filter((route) => route.remote === 'auth-login'),
    );
  });

  it("drops a release route inside another remote's prefix", () => {
    const grab = [{ path: '/login/other', page: 'steal', layout: 'login' as const }];
    expect(ownRoutes('mypage', grab)).toEqual([]);
    const table = deriveRouteTable({ mypage: grab });
    expect(matchRoute('/login/other', table)).toBeNull();
    expect(matchRoute('/login', table)?.route.remote).toBe('auth-login');
  });
});

describe('routeTableOfManifest', () => {
  it("takes a remote's routes from the manifest only where an entry carries them", () => {
    const news = { path: '/mypage/news', page: 'news', layout: 'account' as const };
    const entries = [
      { name: 'plans_checkout', entry: '/remotes/plans-checkout/remoteEntry.js' },
      { name: 'mypage', entry: '/releases/mypage/abc123/remoteEntry.js', routes: [news] },
    ];
    expect(routeTableOfManifest({ remotes: entries.slice(0, 1) })).toEqual(routeTable);
    const table = routeTableOfManifest({ remotes: entries });
    expect(table.filter((route) => route.remote === 'mypage')).toEqual([{ ...news, remote: 'mypage' }]);
    expect(matchRoute('/plans', table)?.route.page).toBe('plan-list');
  });

  it("gives a remote's routes the namespaces its entry carries, and the others their compiled ones", () => {
    const namespaces = [...remoteNamespaces.mypage, 'news'];
    expect(sameNamespaces('mypage', [...remoteNamespaces.mypage].reverse())).toBe(true);
    expect(sameNamespaces('mypage', namespaces)).toBe(false);
    const table = routeTableOfManifest({
      remotes: [{ name: 'mypage', entry: '/releases/mypage/abc123/remoteEntry.js', namespaces }],
    });
    const top = matchRoute('/mypage', table)?.route;
    expect(top && namespacesOfRoute(top)).toEqual(namespaces);
    const plans = matchRoute('/plans', table)?.route;
    expect(plans && namespacesOfRoute(plans)).toEqual(remoteNamespaces['plans-checkout']);
  });
});

describe('declarationProblems', () => {
  it("accepts each remote's part of the compiled table with its namespaces", () => {
    for (const remote of remoteNames)
      expect(
        declarationProblems(remote, { routes: releaseRoutesOf(remote), namespaces: remoteNamespaces[remote] }),
      ).toEqual([]);
  });

  it("names a page outside the remote's prefixes, a malformed pattern, page or layout, and a path twice", () => {
    const routes = [
      { path: '/mypage/news', page: 'news', layout: 'account' as const },
      { path: '/plans/mine', page: 'mine', layout: 'account' as const },
      { path: '/mypage//x', page: 'x', layout: 'account' as const },
      { path: '/mypage/y', page: '../y', layout: 'side' as 'account' },
      { path: '/mypage/news', page: 'news-again', layout: 'account' as const },
    ];
    expect(declarationProblems('mypage', { routes, namespaces: ['mypage', 'x/../y'] })).toEqual([
      "/plans/mine: outside mypage's prefixes (owned by plans-checkout)",
      '/mypage//x: not a path pattern',
      '/mypage/y: page "../y" is not a page folder name',
      '/mypage/y: no layout "side"',
      '/mypage/news: declared twice',
      'namespace "x/../y" is not a catalogue name',
    ]);
  });
});
