import type { ApiErrorBody, PlanDetailScreenData, PlanListScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

describe('plans screen data', () => {
  const t = useTestApp();

  const get = (url: string, host = 'localhost') => t.app.inject({ url, headers: { host } });

  it('lists every demo plan in display order for a guest', async () => {
    const before = Date.now();
    const response = await get('/zapi/internal/plans/screen-data');
    expect(response.statusCode).toBe(200);
    const body = response.json<PlanListScreenData>();
    expect(body.contractedPlans).toEqual([]);
    expect(body.isContractLimited).toBe(false);
    expect(Date.parse(body.now)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.plans.map((plan) => plan.planId)).toEqual([
      'monthly',
      'yearly',
      'purchase',
      'rental-2d',
      'few-left',
      'last-one',
      'sold-out',
      'before-sale',
      'after-sale',
      'limited-edition',
    ]);
  });

  it('covers every availability case of spec 000 §4', async () => {
    const { plans } = (await get('/zapi/internal/plans/screen-data')).json<PlanListScreenData>();
    const byId = new Map(plans.map((plan) => [plan.planId, plan]));
    expect(byId.get('monthly')).toMatchObject({
      planType: 'subscription',
      renewSpanUnit: 'months',
      renewSpan: 1,
      freeTrialDays: 7,
    });
    expect(byId.get('yearly')).toMatchObject({ planType: 'subscription', renewSpanUnit: 'months', renewSpan: 12 });
    expect(byId.get('purchase')).toMatchObject({ planType: 'purchase', renewSpanUnit: null });
    expect(byId.get('rental-2d')).toMatchObject({ planType: 'rental', renewSpanUnit: 'days', renewSpan: 2 });
    expect(byId.get('before-sale')?.salesStartDate?.startsWith('2098-12-31T15:00:00')).toBe(true);
    expect(byId.get('after-sale')?.salesEndDate?.startsWith('2020-12-31T14:59:59')).toBe(true);
    expect(byId.get('sold-out')).toMatchObject({ salesCount: 100, salesLimit: 100 });
    expect(byId.get('few-left')).toMatchObject({ salesCount: 8, salesLimit: 10 });
    expect(byId.get('last-one')).toMatchObject({ salesCount: 2, salesLimit: 3 });
    expect(byId.get('monthly')?.planDescription).toMatch(/<strong>.*<br>/s);
  });

  it('answers a plan detail', async () => {
    const response = await get('/zapi/internal/plans/few-left/screen-data');
    expect(response.statusCode).toBe(200);
    const body = response.json<PlanDetailScreenData>();
    expect(body).toMatchObject({
      plan: { planId: 'few-left', price: 3300 },
      isContracted: false,
      isContractLimited: false,
    });
    expect(typeof body.now).toBe('string');
  });

  it('answers NOT_FOUND for an unknown plan', async () => {
    const response = await get('/zapi/internal/plans/no-such-plan/screen-data');
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it("answers NOT_FOUND for another store's plan", async () => {
    expect((await get('/zapi/internal/plans/premium/screen-data', 'second.localhost')).statusCode).toBe(200);
    const response = await get('/zapi/internal/plans/premium/screen-data');
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().code).toBe('NOT_FOUND');
  });

  it('lists only the second store’s plans on its host', async () => {
    const { plans } = (await get('/zapi/internal/plans/screen-data', 'second.localhost')).json<PlanListScreenData>();
    expect(plans.map((plan) => plan.planId)).toEqual(['premium']);
  });

  it('decodes an escaped plan id in the path', async () => {
    const response = await get('/zapi/internal/plans/rental%2D2d/screen-data');
    expect(response.json<PlanDetailScreenData>().plan.planId).toBe('rental-2d');
  });
});
