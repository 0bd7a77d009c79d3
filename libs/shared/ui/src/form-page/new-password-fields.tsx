import type { PasswordStrength } from '@vs/contract';
import { PASSWORD_MAX, passwordChecklist } from '@vs/validation';
import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../form-field';
import { PasswordChecklist, PasswordInput } from '../password-field';

/** One password box as its form holds it; `error` is the translated message. */
export interface PasswordBinding {
  readonly name: string;
  readonly label: ReactNode;
  readonly value: string;
  readonly error?: ReactNode;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

export interface NewPasswordFieldsProps {
  readonly password: PasswordBinding;
  readonly confirm: PasswordBinding;
  /** The store's passwordStrength: which rules the live checklist lists. */
  readonly strength: PasswordStrength;
}

/**
 * A new password and its confirmation (sign-up, reset, change, enable-password): the live checklist
 * of the store's rules under the first box, which points at it (spec 001 §5 "Password").
 */
export function NewPasswordFields({ password, confirm, strength }: NewPasswordFieldsProps) {
  const { t } = useTranslation('validation');
  const checklistId = useId();
  const items = passwordChecklist(password.value, strength).map((item) => ({
    label: t(item.label),
    passed: item.passed,
  }));
  const input = (binding: PasswordBinding) => ({
    name: binding.name,
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX,
    value: binding.value,
    onChange: binding.onChange,
    onBlur: binding.onBlur,
  });
  return (
    <>
      <FormField label={password.label} required error={password.error} describedBy={[checklistId]}>
        {(control) => (
          <div css={{ display: 'grid', gap: 8 }}>
            <PasswordInput {...control} {...input(password)} />
            <PasswordChecklist id={checklistId} items={items} />
          </div>
        )}
      </FormField>
      <FormField label={confirm.label} required error={confirm.error}>
        {(control) => <PasswordInput {...control} {...input(confirm)} />}
      </FormField>
    </>
  );
}
