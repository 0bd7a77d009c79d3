import { describe, expect, it } from 'vitest';
import { centredSquare, encodedTypeOf } from './square-image';

describe('centredSquare', () => {
  it.each([
    [200, 200, { x: 0, y: 0, side: 200 }],
    [1920, 1080, { x: 420, y: 0, side: 1080 }],
    [1080, 1920, { x: 0, y: 420, side: 1080 }],
    [101, 100, { x: 0, y: 0, side: 100 }],
    [103, 100, { x: 1, y: 0, side: 100 }],
    [50, 80, { x: 0, y: 15, side: 50 }],
    [1, 1, { x: 0, y: 0, side: 1 }],
  ])('%i×%i → %o', (width, height, square) => {
    expect(centredSquare(width, height)).toEqual(square);
  });

  it('keeps the square inside the image', () => {
    for (const [width, height] of [
      [7, 3],
      [3, 7],
      [640, 479],
      [4000, 3000],
    ] as const) {
      const { x, y, side } = centredSquare(width, height);
      expect(x + side).toBeLessThanOrEqual(width);
      expect(y + side).toBeLessThanOrEqual(height);
      expect(side).toBe(Math.min(width, height));
    }
  });
});

describe('encodedTypeOf', () => {
  it('keeps JPEG and turns PNG and GIF into PNG', () => {
    expect(encodedTypeOf('image/jpeg')).toBe('image/jpeg');
    expect(encodedTypeOf('image/png')).toBe('image/png');
    expect(encodedTypeOf('image/gif')).toBe('image/png');
  });
});
