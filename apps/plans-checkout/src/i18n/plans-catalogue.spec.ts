import { describe, expect, it } from 'vitest';
import type { AvailabilityReason } from '../domain/plan-availability';
import type { RenewalLabelKey } from '../domain/renewal-label';
import type { SalesLimitLabel } from '../domain/sales-limit-label';
import { loadPlansCatalogues, setTestLanguage } from '../testing/test-i18n';

function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

// Every key the domain can hand to `t`; a union member missing here fails typecheck via `satisfies`.
const reasons = [
  'contracted',
  'contractLimited',
  'afterSale',
  'beforeSale',
  'soldOut',
  'freeTrial',
  'contract',
] as const satisfies readonly AvailabilityReason[];
const labels = ['soldOut', 'fewLeft'] as const satisfies readonly SalesLimitLabel[];
const renewalKeys = [
  'renewal.perDay',
  'renewal.everyDays',
  'renewal.perWeek',
  'renewal.everyWeeks',
  'renewal.perMonth',
  'renewal.perYear',
  'renewal.everyMonths',
  'viewingPeriod.days',
  'viewingPeriod.weeks',
  'viewingPeriod.months',
] as const satisfies readonly RenewalLabelKey[];

describe('plans catalogues', () => {
  it('hold the same keys in ja and en, none empty', async () => {
    const { ja, en } = await loadPlansCatalogues();
    expect(keysOf(en).sort()).toEqual(keysOf(ja).sort());
    for (const tree of [ja, en]) {
      for (const key of keysOf(tree))
        expect(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree)).not.toBe(
          '',
        );
    }
  });

  it('cover every key the domain produces', async () => {
    const i18n = await setTestLanguage('ja');
    const used = [...reasons.map((r) => `action.${r}`), ...labels.map((l) => `salesLimit.${l}`), ...renewalKeys];
    for (const lng of ['ja', 'en'] as const) {
      for (const key of used) expect(i18n.exists(key, { lng, ns: 'plans' }), `${lng}:${key}`).toBe(true);
    }
  });
});
