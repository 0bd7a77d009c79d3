import { describe, expect, it } from 'vitest';
import { renewalSpanKey } from './renewal-span';

describe('renewal labels (spec 000 §9)', () => {
  it.each([
    ['days', 1, 'perDay'],
    ['days', 3, 'everyDays'],
    ['weeks', 1, 'perWeek'],
    ['weeks', 2, 'everyWeeks'],
    ['months', 1, 'perMonth'],
    ['months', 6, 'everyMonths'],
    ['months', 12, 'perYear'],
    ['months', 24, 'everyMonths'],
  ] as const)('%s × %i → %s', (unit, span, key) => {
    expect(renewalSpanKey(unit, span)).toBe(key);
  });
});
