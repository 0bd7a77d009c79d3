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
