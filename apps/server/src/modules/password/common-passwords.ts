import { createRequire } from 'node:module';
import type { dictionary } from '@zxcvbn-ts/language-common';
import { messages, passwordPredicates } from '@vs/validation';
import { invalidFields } from '../../http/validate';

let common: ReadonlySet<string> | undefined;

/**
 * zxcvbn-ts's list of the most common and breached passwords (about 49,000, shipped in the
 * package; no network), lower-cased. Required on first use: decompressing it takes tens of
 * milliseconds that a server start or a test file without passwords should not pay. Only entries
 * the spec's rules could accept (8–30 printable ASCII) are kept; the rest can never match.
 */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    (createRequire(import.meta.url)('@zxcvbn-ts/language-common') as { dictionary: typeof dictionary }).dictionary[
      'passwords-common'
    ]
      .filter((password) => passwordPredicates.length(password) && passwordPredicates.allowedChars(password))
      .map((password) => password.toLowerCase()),
  );
  return common;
}

/** True for a password on the list, whatever its letter case ('Password1' is 'password1'). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** A new password (sign-up, reset, change): a field error like the shared schema's, in the same answer shape. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw invalidFields({ [field]: messages.password.tooCommon });
}

/** What a member's password must not contain (ASVS 6.1.2, 6.2.11): who they are and where they are. */
export interface PasswordContext {
  readonly serviceName: string;
  /** The host the member uses (the store's). */
  readonly host: string;
  readonly email?: string | null;
  readonly userId?: string | null;
}

/** Host labels that name no one (top-level and generic ones). */
const genericHostLabels = new Set(['www', 'com', 'net', 'org', 'localhost', 'example', 'account', 'accounts']);
/** Shorter words would refuse too much by chance ('tv', 'abc'). */
const MIN_WORD = 4;

/**
 * The context-specific words, lower-cased: the service's name (each word and the whole without
 * spaces), the host's labels, the e-mail's local part and the user ID. docs/security.md lists them.
 */
export function contextWordsOf({ serviceName, host, email, userId }: PasswordContext): string[] {
  const name = serviceName.toLowerCase();
  const words = [
    ...name.split(/[^\p{L}\p{N}]+/u),
    name.replace(/[^\p{L}\p{N}]+/gu, ''),
    ...host
      .toLowerCase()
      .split('.')
      .filter((label) => !genericHostLabels.has(label)),
    email?.toLowerCase().split('@')[0] ?? '',
    userId?.toLowerCase() ?? '',
  ];
  return [...new Set(words.filter((word) => word.length >= MIN_WORD))];
}

/** A new password: refused when it contains a word of its context, whatever the letter case. */
export function refuseContextWords(password: string, context: PasswordContext, field = 'password'): void {
  const lower = password.toLowerCase();
  if (contextWordsOf(context).some((word) => lower.includes(word)))
    throw invalidFields({ [field]: messages.password.containsContext });
}
