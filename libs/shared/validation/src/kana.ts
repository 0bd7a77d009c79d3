/**
 * Full-width katakana as names are written in kana fields: ァ (U+30A1) to ヶ (U+30F6), the long
 * vowel mark ー (U+30FC) and the full-width space (U+3000) between family and given name.
 * Half-width kana, hiragana and the middle dot are refused, as spec 001 §5 lists only these.
 */
const KANA = /^[\u30a1-\u30f6\u30fc\u3000]+$/;

export function isFullWidthKatakana(value: string): boolean {
  return KANA.test(value);
}
