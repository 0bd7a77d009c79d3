import type { ApiErrorBody, PolicyPageScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test/browser';
import { useTestApp } from '../../test/use-test-app';

describe('the public policy pages', () => {
  const t = useTestApp();

  it('answer /terms and /privacy with the policy at the revision the consent flow asks for', async () => {
    const guest = await new TestBrowser(t.app).open();
    const terms = (await guest.screenData('/terms')).json<PolicyPageScreenData>();
    expect(terms.policy).toMatchObject({ key: 'terms', title: '利用規約', revision: 1, isExternal: false });
    const privacy = (await guest.screenData('/privacy')).json<PolicyPageScreenData>();
    expect(privacy.policy).toMatchObject({ key: 'privacy', revision: 2 });
    expect(privacy.policy.renderData).toContain('第三者提供は行いません。');
    const signupPolicies = (await guest.screenData('/signup')).json<{ policies: unknown[] }>().policies;
    expect(signupPolicies).toEqual([terms.policy, privacy.policy]);
  });

  it('answer 404 for a store without such a policy', async () => {
    const second = await new TestBrowser(t.app, 'second.localhost').open();
    const privacy = await second.screenData('/privacy');
    expect(privacy.statusCode).toBe(404);
    expect(privacy.json<ApiErrorBody>().code).toBe('NOT_FOUND');
  });
});
