import { describe, expect, it } from 'vitest';
import { matchPattern, matchRoute, routesOf } from './match-route';

describe('matchRoute', () => {
  it('matches static and parameter segments', () => {
    expect(matchRoute('/plans')?.route.page).toBe('plan-list');
    expect(matchRoute('/plans/p-1')).toMatchObject({ route: { page: 'plan-detail' }, params: { planId: 'p-1' } });
    expect(matchRoute('/plans/p-1/')?.route.page).toBe('plan-detail');
  });

  it('answers null for unknown paths and malformed escapes', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/plans/a/b/c')).toBeNull();
    expect(matchPattern('/plans/:planId', '/plans/%E0%A4%A')).toBeNull();
  });

  it('prefers a static segment over a parameter', () => {
    const table = [
      { path: '/x/:id', remote: 'mypage', page: 'a', layout: 'account' },
      { path: '/x/new', remote: 'mypage', page: 'b', layout: 'account' },
    ] as const;
    expect(matchRoute('/x/new', table)?.route.page).toBe('b');
    expect(matchRoute('/x/7', table)?.route.page).toBe('a');
  });

  it('lists the routes a remote owns', () => {
    expect(routesOf('plans-checkout').map((r) => r.page)).toContain('plan-list');
  });
});
