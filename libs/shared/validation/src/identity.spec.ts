import { describe, expect, it } from 'vitest';
import { emailSchema, emailWithConfirmationSchema, newEmailSchema } from './email';
import { loginSchema } from './login';
import { messages } from './messages';
import { newUserIdSchema, userIdChangeSchema, userIdSchema } from './user-id';
import { firstError, formErrors } from './test-helpers';

describe('email', () => {
  const m = messages.email;
  const s = emailSchema();

  it('requires a well-formed address of at most 191 characters', () => {
    expect(firstError(s, '')).toBe(m.required);
    expect(firstError(s, 'user@example.com')).toBeNull();
    expect(firstError(s, 'first.last+tag@mail.example.co.jp')).toBeNull();
    for (const bad of [
      'user',
      'user@',
      '@example.com',
      'user@example',
      'user @example.com',
      'user@exa mple.com',
      'ユーザ@example.com',
      'user@-example.com',
      'a@b@example.com',
    ]) {
      expect({ bad, error: firstError(s, bad) }).toEqual({ bad, error: m.format });
    }
    const local = 'a'.repeat(64);
    const at191 = `${local}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(191 - 64 - 1 - 60 - 1 - 60 - 1)}`;
    expect(at191).toHaveLength(191);
    expect(firstError(s, at191)).toBeNull();
    expect(firstError(s, `${at191.slice(0, -1)}dd`)).toBe(m.tooLong);
  });

  it('checks the confirmation', () => {
    const form = emailWithConfirmationSchema();
    expect(formErrors(form, { email: 'a@example.com', emailConfirm: 'b@example.com' })).toEqual({
      emailConfirm: m.mismatch,
    });
    expect(formErrors(form, { email: 'a@example.com', emailConfirm: '' })).toEqual({ emailConfirm: m.confirmRequired });
    expect(formErrors(form, { email: 'a@example.com', emailConfirm: 'a@example.com' })).toEqual({});
  });

  it('needs a new address to differ from the current one, ignoring case', () => {
    expect(firstError(newEmailSchema('a@example.com'), 'A@Example.com')).toBe(m.sameAsCurrent);
    expect(firstError(newEmailSchema('a@example.com'), 'b@example.com')).toBeNull();
    expect(firstError(newEmailSchema(null), 'b@example.com')).toBeNull();
  });
});

describe('login', () => {
  it('requires identifier and password only', () => {
    expect(formErrors(loginSchema(), { emailUserId: '', password: '' })).toEqual({
      emailUserId: messages.login.identifierRequired,
      password: messages.login.passwordRequired,
    });
    expect(formErrors(loginSchema(), { emailUserId: 'x', password: 'y' })).toEqual({});
  });
});

describe('user ID', () => {
  const m = messages.userId;
  const s = userIdSchema();

  it('accepts 6 to 15 half-width alphanumerics', () => {
    expect(firstError(s, '')).toBe(m.required);
    expect(firstError(s, 'abc12')).toBe(m.tooShort);
    expect(firstError(s, 'abc123')).toBeNull();
    expect(firstError(s, 'ABCdef123456789')).toBeNull();
    expect(firstError(s, 'ABCdef1234567890')).toBe(m.tooLong);
  });

  it('refuses symbols, spaces and full-width characters', () => {
    for (const bad of ['abc_123', 'abc 123', 'ａｂｃ１２３', 'ユーザー名前です', 'abc-123']) {
      expect({ bad, error: firstError(s, bad) }).toEqual({ bad, error: m.format });
    }
  });

  it('needs a changed ID', () => {
    expect(firstError(newUserIdSchema('abc123'), 'abc123')).toBe(m.sameAsCurrent);
    expect(formErrors(userIdChangeSchema('abc123'), { userId: 'abc1234', password: 'short' })).toEqual({
      password: messages.password.userIdChangeTooShort,
    });
  });
});
