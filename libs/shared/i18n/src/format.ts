import type { Language } from './language';

// PURE: module-level constructors would otherwise keep this file in every bundle that imports the lib.
const grouping = /* @__PURE__ */ new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/**
 * JPY with thousands separators, tax-included integers (spec 000 §9). Japanese readers expect the
 * 円 suffix ('1,980円'); English readers the yen sign ('¥1,980'). A minus sign leads in both.
 */
export function formatJpy(amount: number, language: Language): string {
  const sign = amount < 0 ? '-' : '';
  const digits = grouping.format(Math.abs(Math.round(amount)));
  return language === 'ja' ? `${sign}${digits}円` : `${sign}¥${digits}`;
}

export type JstDatePattern = 'history' | 'passwordUpdated' | 'invoice' | 'date';

const jstParts = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

const pad = (value: string) => value.padStart(2, '0');

/**
 * Dates always in Japan time, whatever the browser's zone (spec 000 §9 "time zone shown as JST").
 * history YYYY/MM/DD HH:mm:ss · passwordUpdated YYYY/MM/DD HH:mm · invoice YYYY/M/D · date YYYY/MM/DD.
 * An unparsable value gives '' so a page never shows 'Invalid Date'.
 */
export function formatJstDate(value: string | number | Date, pattern: JstDatePattern): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {};
  for (const part of jstParts.formatToParts(date)) parts[part.type] = part.value;
  const { year = '', month = '', day = '', hour = '', minute = '', second = '' } = parts;
  switch (pattern) {
    case 'history':
      return `${year}/${pad(month)}/${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
    case 'passwordUpdated':
      return `${year}/${pad(month)}/${pad(day)} ${pad(hour)}:${pad(minute)}`;
    case 'invoice':
      return `${year}/${month}/${day}`;
    case 'date':
      return `${year}/${pad(month)}/${pad(day)}`;
  }
}
