import { object, type StringSchema } from 'yup';
import { messages } from './messages';
import { requiredText } from './rules';

/**
 * Login only checks presence: telling a visitor that an identifier "cannot exist" would leak the
 * rules and gain nothing, and old accounts may predate today's password rules.
 */
export function loginIdentifierSchema(): StringSchema<string> {
  return requiredText(messages.login.identifierRequired);
}

export function loginPasswordSchema(): StringSchema<string> {
  return requiredText(messages.login.passwordRequired);
}

/** POST /login and /oidc/login, password mode: `emailUserId` + `password`. */
export function loginSchema() {
  return object({ emailUserId: loginIdentifierSchema(), password: loginPasswordSchema() });
}
