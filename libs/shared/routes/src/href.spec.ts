import type { ScreenDataByRoute } from '@vs/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { href } from './href';
import type { RoutePath } from './route-table';

describe('href', () => {
  it('fills the pattern parameters, encoded, and appends the query', () => {
    expect(href('/plans/:planId', { planId: 'p 1/2' })).toBe('/plans/p%201%2F2');
    expect(href('/login', undefined, { redirect: '/mypage?x=1' })).toBe('/login?redirect=%2Fmypage%3Fx%3D1');
    expect(href('/mypage')).toBe('/mypage');
  });

  it('accepts only the table’s patterns with their parameters (checked by the typecheck)', () => {
    // @ts-expect-error not a page of the table
    expect(href('/no-such-page')).toBe('/no-such-page');
    // @ts-expect-error the plan id is missing
    expect(() => href('/plans/:planId')).toThrow('missing parameter planId');
  });

  it('types screen data for exactly the routes of the table (checked by the typecheck)', () => {
    expectTypeOf<keyof ScreenDataByRoute>().toEqualTypeOf<RoutePath>();
  });
});
