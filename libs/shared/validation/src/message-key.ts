/**
 * A validation message is ONE STRING: an i18n key, optionally followed by `?` and URL-encoded
 * interpolation values (`validation:generic.tooLong?max=50`). A string, not an object, because
 * formik's `errors` and the contract's `fieldErrors` are typed `string`, and the server sends the
 * same string back in `fieldErrors` unchanged. Pages turn it into text with
 * `const { key, values } = messageKey(error); t(key, values)`.
 */
export interface MessageDescriptor {
  readonly key: string;
  readonly values?: Readonly<Record<string, string>>;
}

/** Appends interpolation values to a key (for limits that come from store data, not constants). */
export function withValues(key: string, values: Readonly<Record<string, string | number>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) query.set(name, String(value));
  const encoded = query.toString();
  return encoded === '' ? key : `${key}?${encoded}`;
}

function parse(message: string): MessageDescriptor {
  const mark = message.indexOf('?');
  // Only our keys carry values; a free server message with a '?' stays whole.
  if (mark < 0 || !message.startsWith('validation:')) return { key: message };
  const values: Record<string, string> = {};
  new URLSearchParams(message.slice(mark + 1)).forEach((value, name) => {
    values[name] = value;
  });
  return { key: message.slice(0, mark), values };
}

/**
 * The key and values of a validation message: accepts a formik error string, a server
 * `fieldErrors` entry, a yup ValidationError, or a `{ key, values }` object. Anything else maps to
 * the generic "invalid" key so a page never renders `[object Object]`.
 */
export function messageKey(error: unknown): MessageDescriptor {
  if (typeof error === 'string') return parse(error);
  if (error && typeof error === 'object') {
    const candidate = error as { key?: unknown; values?: unknown; errors?: unknown; message?: unknown };
    if (typeof candidate.key === 'string') {
      return candidate.values && typeof candidate.values === 'object'
        ? { key: candidate.key, values: candidate.values as Record<string, string> }
        : { key: candidate.key };
    }
    // yup ValidationError: errors[0] is the first failing rule's message.
    if (Array.isArray(candidate.errors) && typeof candidate.errors[0] === 'string') return parse(candidate.errors[0]);
    if (typeof candidate.message === 'string') return parse(candidate.message);
  }
  return { key: 'validation:generic.invalid' };
}
