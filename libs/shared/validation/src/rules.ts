import { string, type StringSchema } from 'yup';
import { messages } from './messages';

/**
 * Building blocks shared by the schema files. The page validates what the user typed ('' for an
 * empty box); the server validates after {@link emptyToNull} (null). Both mean "empty", so every
 * format rule here skips '', null and undefined and only `required` decides about emptiness.
 */
export function isBlank(value: unknown): value is '' | null | undefined {
  return value === undefined || value === null || value === '';
}

/** A test that passes on blank values, so optional fields only check what was typed. */
export function whenPresent(check: (value: string) => boolean): (value: unknown) => boolean {
  return (value) => isBlank(value) || (typeof value === 'string' && check(value));
}

/** An optional text field: accepts '' and null. */
export function optionalText(): StringSchema<string | null | undefined> {
  return string().typeError(messages.generic.type).nullable();
}

/** A required text field: '', null and undefined all give `message`. */
export function requiredText(message: string): StringSchema<string> {
  return string().typeError(messages.generic.type).required(message);
}

export function textField(required: boolean, requiredMessage: string): StringSchema<string | null | undefined> {
  return required ? requiredText(requiredMessage) : optionalText();
}

/** Counts code points, so an emoji counts as one character, as the user sees it. */
export function charLength(value: string): number {
  return Array.from(value).length;
}

function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Single-line text: no control characters (they break mails, CSV exports and logs). */
export function hasNoControlChars(value: string): boolean {
  for (const ch of value) if (isControl(ch.codePointAt(0) ?? 0)) return false;
  return true;
}

/** Multi-line text: line breaks and tabs allowed, other control characters not. */
export function hasNoControlCharsExceptBreaks(value: string): boolean {
  for (const ch of value) {
    if (ch === '\n' || ch === '\r' || ch === '\t') continue;
    if (isControl(ch.codePointAt(0) ?? 0)) return false;
  }
  return true;
}

export const HALF_WIDTH_ALNUM = /^[A-Za-z0-9]+$/;
export const DIGITS = /^[0-9]+$/;
