import { describe, expect, it } from 'vitest';
import { landingProblem, landsElsewhere } from './landing.mjs';

describe('landingProblem', () => {
  const origin = 'https://127.0.0.1:8443';

  it('accepts a visit that ended on the page it asked for, a query string and hash aside', () => {
    expect(
      landingProblem({ requested: `${origin}/plans`, ended: [`${origin}/plans`, `${origin}/plans?x=1#top`] }),
    ).toBe(null);
    expect(landingProblem({ requested: '/mypage', ended: ['http://127.0.0.1:3000/mypage'], asMember: true })).toBe(
      null,
    );
  });

  it("calls a member's visit shown the login page an error, naming it", () => {
    expect(
      landingProblem({
        requested: `${origin}/mypage`,
        ended: [`${origin}/mypage`, `${origin}/login?redirect=%2Fmypage`],
        asMember: true,
      }),
    ).toBe('/mypage: the member was sent to /login (not logged in)');
  });

  it('calls any visit that ended on another page an error', () => {
    expect(landingProblem({ requested: `${origin}/signup`, ended: [`${origin}/signup/policy`] })).toBe(
      '/signup: the visit ended on /signup/policy',
    );
    expect(landingProblem({ requested: `${origin}/mypage`, ended: [`${origin}/login`] })).toBe(
      '/mypage: the visit ended on /login',
    );
  });

  it('calls a run that reported no final URL an error', () => {
    expect(landingProblem({ requested: `${origin}/plans`, ended: [`${origin}/plans`, undefined] })).toBe(
      '/plans: the run reported no final URL',
    );
  });
});

describe('landsElsewhere', () => {
  it('names only routes of the route table, each sent on to another route of it', async () => {
    const { routeTable } = await import('./routes.mjs');
    const paths = new Set(routeTable.map((route) => route.path));
    for (const [route, landing] of Object.entries(landsElsewhere)) {
      expect(paths.has(route), route).toBe(true);
      expect(paths.has(landing), landing).toBe(true);
      expect(landing).not.toBe(route);
    }
  });
});
