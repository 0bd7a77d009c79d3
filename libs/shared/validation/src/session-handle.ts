import { string } from 'yup';
import { messages } from './messages';

/** A session handle is a base64url SHA-256 (43 characters); anything else names no session. */
export const SESSION_HANDLE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The opaque handle My Page's session list gives for each of the member's other sessions. */
export const sessionHandleSchema = () =>
  string().required(messages.generic.required).matches(SESSION_HANDLE_PATTERN, messages.generic.invalid);
