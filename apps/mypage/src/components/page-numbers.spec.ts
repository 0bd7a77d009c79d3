import { describe, expect, it } from 'vitest';
import { pageItems } from './page-numbers';

describe('pageItems', () => {
  it('lists every page of a short history', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the ends and two on each side of the current page, with gaps between', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('shows a single missing page instead of a gap', () => {
    expect(pageItems(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 9]);
  });

  it('handles the first and the last page', () => {
    expect(pageItems(1, 9)).toEqual([1, 2, 3, 'gap', 9]);
    expect(pageItems(9, 9)).toEqual([1, 'gap', 7, 8, 9]);
  });
});
