import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, type Rgb } from './contrast';
import { sampleStoreSettings } from './sample-settings';
import { themeFromStore } from './theme';

const rgb = (hex: string) => parseHex(hex) as Rgb;
const ratio = (a: string, b: string) => contrastRatio(rgb(a), rgb(b));

describe('themeFromStore', () => {
  const palettes = [
    ['#e50914', '#ffd400', '#111111'],
    ['#ffee00', '#00ffff', '#ffffff'],
    ['#777777', '#0000ff', '#808080'],
    ['#000000', '#ffffff', '#e50914'],
  ];

  it.each(palettes)(
    'keeps AA contrast for accent %s, secondary %s, player %s',
    (accentColor, secondaryAccentColor, playerColor) => {
      const { colors } = themeFromStore(
        sampleStoreSettings({ colors: { accentColor, secondaryAccentColor, playerColor } }),
      );
      expect(ratio(colors.onAccent, colors.accent)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(colors.onSecondaryAccent, colors.secondaryAccent)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(colors.onPlayer, colors.player)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(colors.accentText, colors.background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('uses defaults for missing or malformed colours, also with AA contrast', () => {
    for (const theme of [
      themeFromStore(null),
      themeFromStore(
        sampleStoreSettings({ colors: { accentColor: 'red', secondaryAccentColor: '', playerColor: '#12' } }),
      ),
    ]) {
      expect(theme.colors.accent).toBe('#0b57d0');
      expect(ratio(theme.colors.onAccent, theme.colors.accent)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(theme.colors.text, theme.colors.background)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(theme.colors.textMuted, theme.colors.surface)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(theme.colors.danger, theme.colors.background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('exposes the 1000 px breakpoint and a 4 px spacing grid', () => {
    const theme = themeFromStore(null);
    expect(theme.mq.wide).toBe('@media (min-width: 1000px)');
    expect(theme.space(4)).toBe('16px');
  });
});
