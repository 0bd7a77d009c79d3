import { describe, expect, it } from 'vitest';
import { isPaymentPage } from './payment-pages';
import { chosenPlanOf, purchasePaths, signupFor } from './purchase-paths';

describe('purchasePaths', () => {
  it('keeps a purchase from the plan page on the plan pages', () => {
    expect(purchasePaths('p 1', 'plan')).toEqual({
      choose: '/plans/p%201',
      confirm: '/plans/p%201/confirm',
      complete: '/plans/p%201/complete',
    });
  });

  it("keeps a purchase from sign-up on sign-up's plan step and its own confirm and complete pages", () => {
    expect(purchasePaths('p 1', 'signup')).toEqual({
      choose: '/signup/plans?planId=p+1',
      confirm: '/signup/plans/p%201/confirm',
      complete: '/signup/plans/p%201/complete',
    });
  });

  it("makes sign-up's plan step a payment page (a card is typed there) but not its confirm page", () => {
    expect(isPaymentPage('/signup/plans')).toBe(true);
    expect(isPaymentPage('/signup/plans/monthly/confirm')).toBe(false);
  });
});

describe('chosenPlanOf and signupFor', () => {
  it('carries the plan of a plan page or its confirm page into sign-up, and nothing else', () => {
    expect(chosenPlanOf('/plans/p%201/confirm')).toBe('p 1');
    expect(chosenPlanOf('/plans/monthly?x=1')).toBe('monthly');
    expect(chosenPlanOf('/plans/monthly/complete')).toBeNull();
    expect(chosenPlanOf('/mypage')).toBeNull();
    expect(chosenPlanOf(null)).toBeNull();
    expect(signupFor('p 1')).toBe('/signup?planId=p+1');
    expect(signupFor(null)).toBe('/signup');
  });
});
