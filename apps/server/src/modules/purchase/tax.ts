/**
 * Consumption tax of tax-included JPY amounts (spec 000 §9): the tax inside an amount at a rate is
 * floor(amount × rate / (100 + rate)), computed once per rate over the sum of that rate's lines (never
 * per line and then summed, which would round several times).
 */
export const STANDARD_TAX_RATE = 10;

export interface TaxedLine {
  /** Tax-included JPY, an integer. */
  readonly amount: number;
  /** Percent, e.g. 10 or 8. */
  readonly rate: number;
}

export interface TaxByRate {
  readonly rate: number;
  /** The tax-included total of this rate's lines. */
  readonly amount: number;
  readonly tax: number;
}

export function taxInside(amount: number, rate: number): number {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`amount must be a JPY integer ≥ 0: ${amount}`);
  return Math.floor((amount * rate) / (100 + rate));
}

/** One entry per rate, in ascending rate order. */
export function taxByRate(lines: readonly TaxedLine[]): TaxByRate[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.rate, (totals.get(line.rate) ?? 0) + line.amount);
  return [...totals.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => ({ rate, amount, tax: taxInside(amount, rate) }));
}
