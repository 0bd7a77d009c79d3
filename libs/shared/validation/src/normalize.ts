/**
 * Submit-time normalisation (spec 001 §5 "Profile fields"): empty strings are sent as null, and
 * number-type inputs keep only their digits (empty → null). Runs on the page before the POST; the
 * server's schemas accept both '' and null, so an old client cannot break validation.
 */
export interface EmptyToNullOptions {
  /** Top-level keys of number-type inputs (phone number, postal code …). */
  readonly numberFields?: readonly string[];
}

/** Full-width digits (IME input) become ASCII digits; everything else that is not a digit goes. */
export function digitsOnly(value: string): string {
  return value.replace(/[\uff10-\uff19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/\D/g, '');
}

type Normalised<T> = T extends string
  ? string | null
  : T extends readonly (infer U)[]
    ? Normalised<U>[]
    : T extends object
      ? { [K in keyof T]: Normalised<T[K]> }
      : T;

function normalise(value: unknown): unknown {
  if (value === '') return null;
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  }
  return value;
}

/** As a yup transform: a form body's empty strings are stored as null, whatever the client sent. */
export function emptyStringsAsNull(_value: unknown, original: unknown): unknown {
  return original && typeof original === 'object' && !Array.isArray(original)
    ? emptyToNull(original as Record<string, unknown>)
    : original;
}

/** Returns a copy: '' → null at any depth of plain objects and arrays; `numberFields` stripped to digits first. */
export function emptyToNull<T extends Record<string, unknown>>(
  values: T,
  options: EmptyToNullOptions = {},
): Normalised<T> {
  const copy: Record<string, unknown> = { ...values };
  for (const field of options.numberFields ?? []) {
    const v = copy[field];
    if (typeof v === 'string') copy[field] = digitsOnly(v);
  }
  return normalise(copy) as Normalised<T>;
}
