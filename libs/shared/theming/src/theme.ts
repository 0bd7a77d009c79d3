import type {} from '@emotion/react';
import type { StoreSettingData } from '@vs/contract';
import { ensureContrast, ink, parseHex, textOn, toHex, white, type Rgb } from './contrast';

/** The one breakpoint of the site (spec 000 §9: mobile layout below 1000 px). */
export const wideBreakpoint = 1000;

export interface VsTheme {
  readonly colors: {
    /** Brand fill (buttons, active menu item) and the text colour that reads on it (AA 4.5:1). */
    readonly accent: string;
    readonly onAccent: string;
    /** The accent adjusted to reach 4.5:1 against the page, for links, focus rings and borders. */
    readonly accentText: string;
    readonly secondaryAccent: string;
    readonly onSecondaryAccent: string;
    readonly player: string;
    readonly onPlayer: string;
    readonly background: string;
    readonly surface: string;
    readonly text: string;
    /** Secondary text, still 4.5:1 on both background and surface. */
    readonly textMuted: string;
    readonly border: string;
    readonly danger: string;
    readonly success: string;
  };
  /** 4 px grid: space(2) → '8px'. */
  readonly space: (steps: number) => string;
  readonly radius: string;
  readonly breakpoints: { readonly wide: number };
  /** `${theme.mq.wide} { … }` applies from the wide breakpoint up. */
  readonly mq: { readonly wide: string; readonly narrow: string };
  readonly font: { readonly family: string };
}

// Module augmentation: `css={(theme) => …}` and styled components see VsTheme everywhere.
declare module '@emotion/react' {
  /* eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type --
     module augmentation must be an empty interface */
  export interface Theme extends VsTheme {}
}

export const defaultColors = {
  accentColor: '#0b57d0',
  secondaryAccentColor: '#5f6368',
  playerColor: '#000000',
} as const;

const pageBackground: Rgb = white;

/**
 * A fill and its text colour. Mid-tones (e.g. #777) reach 4.5:1 with neither black nor white, so the
 * fill itself moves just enough away from the chosen text colour.
 */
function pair(color: string, fallback: string): [string, string] {
  const rgb = parseHex(color) ?? (parseHex(fallback) as Rgb);
  const text = textOn(rgb);
  return [toHex(ensureContrast(rgb, text)), toHex(text)];
}

export function themeFromStore(settings: Pick<StoreSettingData, 'colors'> | null): VsTheme {
  const colors = settings?.colors ?? defaultColors;
  const [accent, onAccent] = pair(colors.accentColor, defaultColors.accentColor);
  const [secondaryAccent, onSecondaryAccent] = pair(colors.secondaryAccentColor, defaultColors.secondaryAccentColor);
  const [player, onPlayer] = pair(colors.playerColor, defaultColors.playerColor);
  return {
    colors: {
      accent,
      onAccent,
      accentText: toHex(ensureContrast(parseHex(accent) as Rgb, pageBackground)),
      secondaryAccent,
      onSecondaryAccent,
      player,
      onPlayer,
      background: toHex(pageBackground),
      surface: '#f5f5f7',
      text: toHex(ink),
      textMuted: '#595959',
      border: '#8a8a8a',
      danger: '#b3261e',
      success: '#1e7b34',
    },
    space: (steps) => `${steps * 4}px`,
    radius: '8px',
    breakpoints: { wide: wideBreakpoint },
    mq: { wide: `@media (min-width: ${wideBreakpoint}px)`, narrow: `@media (max-width: ${wideBreakpoint - 0.02}px)` },
    font: { family: "system-ui, -apple-system, 'Hiragino Sans', 'Noto Sans JP', 'Yu Gothic UI', sans-serif" },
  };
}
