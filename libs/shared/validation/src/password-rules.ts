import type { PasswordStrength } from './form-rules';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { messages } from './messages';

/**
 * The password rules as plain predicates, shared by the yup schema and the live checklist so the
 * two can never disagree (spec 001 §5 "Password").
 */
export type PasswordRule = 'length' | 'allowedChars' | 'lowercase' | 'digit' | 'uppercase' | 'symbol';

/** Printable ASCII without space: 0x21 '!' to 0x7E '~'. */
const ALLOWED = /^[\x21-\x7e]+$/;
/** ASCII punctuation: the printable characters that are neither letters nor digits. */
const SYMBOL = /[!-/:-@[-`{-~]/;

export const passwordPredicates: Readonly<Record<PasswordRule, (password: string) => boolean>> = {
  length: (p) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX,
  allowedChars: (p) => ALLOWED.test(p),
  lowercase: (p) => /[a-z]/.test(p),
  digit: (p) => /[0-9]/.test(p),
  uppercase: (p) => /[A-Z]/.test(p),
  symbol: (p) => SYMBOL.test(p),
};

/**
 * Strength → extra classes required beyond lowercase + digit:
 * default → none; uppercase → A-Z; symbol → a symbol; uppercaseAndSymbol → both.
 * An unknown value (a newer store setting) falls back to the strictest set, never the weakest.
 */
export function passwordRulesFor(strength: PasswordStrength): PasswordRule[] {
  const base: PasswordRule[] = ['length', 'allowedChars', 'lowercase', 'digit'];
  switch (strength) {
    case 'default':
      return base;
    case 'uppercase':
      return [...base, 'uppercase'];
    case 'symbol':
      return [...base, 'symbol'];
    default:
      return [...base, 'uppercase', 'symbol'];
  }
}

export const passwordChecklistLabels: Readonly<Record<PasswordRule, string>> = {
  length: messages.passwordChecklist.length,
  allowedChars: messages.passwordChecklist.allowedChars,
  lowercase: messages.passwordChecklist.lowercase,
  digit: messages.passwordChecklist.digit,
  uppercase: messages.passwordChecklist.uppercase,
  symbol: messages.passwordChecklist.symbol,
};

export interface PasswordChecklistItem {
  readonly rule: PasswordRule;
  readonly passed: boolean;
  /** i18n key of the checklist label. */
  readonly label: string;
}

/** The live checklist under the password box: one entry per rule the store's strength asks for. */
export function passwordChecklist(password: string, strength: PasswordStrength): PasswordChecklistItem[] {
  return passwordRulesFor(strength).map((rule) => ({
    rule,
    // An empty box has no invalid character, but ticking "allowed characters" on it would mislead.
    passed: password.length > 0 && passwordPredicates[rule](password),
    label: passwordChecklistLabels[rule],
  }));
}
