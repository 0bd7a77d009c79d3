import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A viewport `width` px wide as `matchMedia` sees it (jsdom has none): min-width and max-width
 * queries answer from the width, and `resize` tells the listeners, as rotating a phone would.
 */
export function stubViewport(width: number): { resize: (next: number) => void } {
  let current = width;
  const listeners = new Set<() => void>();
  const matches = (query: string): boolean => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!min || current >= Number(min[1])) && (!max || current <= Number(max[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches(query);
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(next) {
      current = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}
