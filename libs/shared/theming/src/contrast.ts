/** WCAG 2.x relative luminance and contrast, so store colours never produce unreadable text. */
export type Rgb = readonly [number, number, number];

export function parseHex(color: string): Rgb | null {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const white: Rgb = [255, 255, 255];
export const ink: Rgb = [26, 26, 26];

/** Text colour for a filled background: near-black or white, whichever reads better. */
export function textOn(background: Rgb): Rgb {
  return contrastRatio(ink, background) >= contrastRatio(white, background) ? ink : white;
}

/**
 * Darkens (or lightens, on dark pages) a brand colour just enough to reach `ratio` against
 * `background`, keeping its hue: a pale accent still works as link or border colour on white.
 */
export function ensureContrast(color: Rgb, background: Rgb, ratio = 4.5): Rgb {
  const target = luminance(background) > 0.5 ? ([0, 0, 0] as Rgb) : white;
  for (let step = 0; step <= 20; step++) {
    const t = step / 20;
    const mixed = color.map((v, i) => v + ((target[i] as number) - v) * t) as unknown as Rgb;
    if (contrastRatio(mixed, background) >= ratio) return mixed;
  }
  return target;
}
