import { describe, expect, it } from 'vitest';
import { aPlan } from '../testing/plan-fixtures';
import { salesLimitLabel } from './sales-limit-label';

const label = (salesCount: number, salesLimit: number | null) => salesLimitLabel(aPlan({ salesCount, salesLimit }));

describe('salesLimitLabel (spec 000 §4)', () => {
  it('has no label without a limit', () => {
    expect(label(0, null)).toBeNull();
    expect(label(999, null)).toBeNull();
  });

  it('is sold out at and above the limit', () => {
    expect(label(100, 100)).toBe('soldOut');
    expect(label(101, 100)).toBe('soldOut');
    expect(label(0, 0)).toBe('soldOut');
  });

  it('is few left from exactly 80%, not at 79%', () => {
    expect(label(79, 100)).toBeNull();
    expect(label(80, 100)).toBe('fewLeft');
    expect(label(99, 100)).toBe('fewLeft');
    // 7/9 = 77.8%, 8/10 = 80% exactly: no floating-point drift either way.
    expect(label(7, 9)).toBeNull();
    expect(label(8, 10)).toBe('fewLeft');
  });

  it('is few left when exactly one remains, even below 80%', () => {
    expect(label(1, 2)).toBe('fewLeft');
    expect(label(0, 1)).toBe('fewLeft');
    expect(label(2, 4)).toBeNull();
  });
});
