/**
 * Days in Japan (spec 000 §9 "time zone shown as JST"): settlement days, the history's one-year
 * window and invoice dates are JST calendar days, whatever the server's own time zone. JST has no
 * daylight saving time, so a fixed offset is exact.
 */
export const JST_OFFSET_MS = 9 * 3_600_000;

/** The JST calendar day of an instant, 'YYYY-MM-DD'. */
export function jstDay(at: Date): string {
  return new Date(at.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a JST day begins: a period that ends on a settlement day ends at that day's 00:00 JST. */
export function startOfJstDay(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`);
}
