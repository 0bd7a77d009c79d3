import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { messageKey, withValues } from './message-key';
import { passwordSchema } from './password';

describe('messageKey', () => {
  it('reads a plain key', () => {
    expect(messageKey('validation:password.tooShort')).toEqual({ key: 'validation:password.tooShort' });
  });

  it('reads interpolation values appended by withValues', () => {
    const message = withValues('validation:generic.tooLong', { max: 50 });
    expect(message).toBe('validation:generic.tooLong?max=50');
    expect(messageKey(message)).toEqual({ key: 'validation:generic.tooLong', values: { max: '50' } });
    expect(withValues('validation:x', {})).toBe('validation:x');
  });

  it('reads yup errors and descriptor objects', () => {
    let caught: unknown;
    try {
      passwordSchema('default').validateSync('short1');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect(messageKey(caught)).toEqual({ key: 'validation:password.tooShort' });
    expect(messageKey({ key: 'validation:a', values: { n: '1' } })).toEqual({
      key: 'validation:a',
      values: { n: '1' },
    });
  });

  it('leaves a server message with a question mark whole, and maps junk to the generic key', () => {
    expect(messageKey('本当ですか?')).toEqual({ key: '本当ですか?' });
    expect(messageKey(undefined)).toEqual({ key: 'validation:generic.invalid' });
    expect(messageKey(42)).toEqual({ key: 'validation:generic.invalid' });
  });
});
