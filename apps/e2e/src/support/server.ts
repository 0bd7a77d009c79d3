import type { APIRequestContext } from '@playwright/test';
import type { RootScreenData } from '@vs/contract';

/** What the real server says about the store behind `origin` (no mocks: the journeys compare against it). */
export async function rootScreenData(request: APIRequestContext, origin?: string): Promise<RootScreenData> {
  const response = await request.get(`${origin ?? ''}/zapi/internal/root/screen-data`);
  if (!response.ok()) throw new Error(`root screen-data answered ${response.status()}`);
  return (await response.json()) as RootScreenData;
}

/** `#abc`, `#aabbcc` or `rgb(…)` → `rgb(r, g, b)`, the form getComputedStyle answers in. */
export function toRgb(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!hex) return color.replace(/\s+/g, '').replace(/,/g, ', ');
  const digits = hex[1] as string;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The hue (0–360) of an `rgb(…)` colour, or null for greys and transparent. */
export function hueOf(color: string): number | null {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)/.exec(color);
  if (!m || m[4] === '0') return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((v) => Number(v) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d < 0.04) return null;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
