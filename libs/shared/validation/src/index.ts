/**
 * @vs/validation: every rule and message key of spec 001 §5, as plain yup schemas and pure
 * functions that formik (validationSchema) and the Fastify server both use. See README.md.
 */
export * from './form-rules';
export * from './constants';
export * from './messages';
export * from './message-key';
export * from './locale';
export * from './password-rules';
export * from './password';
export * from './email';
export * from './login';
export * from './user-id';
export * from './kana';
export * from './birthday';
export * from './birthday-input';
export * from './address';
export * from './sex';
export * from './profile';
export * from './custom-info';
export * from './normalize';
export * from './codes';
export * from './card';
export * from './card-expiry';
export * from './card-token-errors';
export * from './payment';
export * from './invoice';
export * from './survey';
export * from './consent';
export * from './redirect';
export * from './external-identity';
export * from './renewal-span';
export { isBlank } from './rules';
export * from './session-handle';
