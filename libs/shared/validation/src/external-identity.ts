import { mixed, object, string, type StringSchema } from 'yup';
import { messages } from './messages';

/**
 * A store's name for one external identity provider (spec 000 §3 "UserIdentifier" userIdentifierType):
 * letters, digits, '-' and '_', at most 32. It travels in addresses and names a store row, nothing more.
 */
export const USER_IDENTIFIER_TYPE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export function userIdentifierTypeSchema(): StringSchema<string> {
  return string()
    .required(messages.generic.required)
    .matches(USER_IDENTIFIER_TYPE_PATTERN, { message: messages.generic.invalid });
}

/** Spec 001 §7 GET /auth/authorize: the only action besides a login is linking from My Page. */
export const socialActionTypes = ['enableExternalAuth'] as const;
export type SocialActionType = (typeof socialActionTypes)[number];

/** GET /auth/authorize's query: which provider, and whether it links instead of logging in. */
export function externalAuthorizeQuerySchema() {
  return object({
    userIdentifierType: userIdentifierTypeSchema(),
    socialActionType: mixed<SocialActionType>()
      .oneOf([...socialActionTypes])
      .optional(),
  });
}

/** POST /zapi/auth/social/disable (spec 001 §7): the identity to unlink. */
export function socialDisableSchema() {
  return object({
    userIdentifierType: userIdentifierTypeSchema(),
    /** Spec 001 §7 sends it; one provider row has one method, so it is checked against it only when given. */
    userIdentifierMethod: string().optional().max(32),
  });
}
