import { describe, expect, it } from 'vitest';
import { aPlan } from '../testing/plan-fixtures';
import { setTestLanguage } from '../testing/test-i18n';
import { priceText, viewingPeriodText } from './price-text';

describe('priceText (spec 000 §9: tax-included JPY, thousands separators)', () => {
  it('reads a subscription with its renewal span', async () => {
    const i18n = await setTestLanguage('ja');
    const t = i18n.getFixedT('ja', 'plans');
    expect(priceText(aPlan({ price: 1980 }), t, 'ja')).toBe('月額 1,980円（税込）');
    expect(priceText(aPlan({ price: 1234567, renewSpanUnit: 'months', renewSpan: 3 }), t, 'ja')).toBe(
      '3か月ごと 1,234,567円（税込）',
    );
    expect(priceText(aPlan({ price: 0, renewSpanUnit: 'days', renewSpan: 1 }), t, 'ja')).toBe('日額 0円（税込）');
    const en = i18n.getFixedT('en', 'plans');
    expect(priceText(aPlan({ price: 19800, renewSpanUnit: 'months', renewSpan: 12 }), en, 'en')).toBe(
      '¥19,800 per year (tax included)',
    );
  });

  it('gives purchases and rentals a one-off price and rentals their viewing period', async () => {
    const i18n = await setTestLanguage('ja');
    const t = i18n.getFixedT('ja', 'plans');
    const rental = aPlan({ planType: 'rental', price: 440, renewSpanUnit: 'weeks', renewSpan: 1 });
    expect(priceText(rental, t, 'ja')).toBe('440円（税込）');
    expect(viewingPeriodText(rental, t)).toBe('視聴期間 1週間');
    const purchase = aPlan({ planType: 'purchase', price: 2500, renewSpanUnit: null, renewSpan: null });
    expect(priceText(purchase, t, 'ja')).toBe('2,500円（税込）');
    expect(viewingPeriodText(purchase, t)).toBeNull();
  });
});
