import type { SignupFormScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { FormField, TextInput } from '@vs/ui';
import { NewPasswordFields } from '@vs/ui/form';
import { TextField, useFieldState } from '@vs/ui/profile-form';
import { messages, USER_ID_MAX, userIdSchema } from '@vs/validation';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { verifyUserId } from '../../api/signup-api';
import { signupPaths } from '../../paths';

/** The address from the PIN step, read-only: a duplicate found on submit is reported on it. */
function EmailField({ email }: { readonly email: string }) {
  const { t } = useTranslation('signup');
  const field = useFieldState('email');
  return (
    <FormField
      label={t('form.email')}
      error={field.error}
      footer={<Link to={signupPaths.email}>{t('form.changeEmail')}</Link>}
    >
      {(control) => <TextInput {...control} type="email" name="email" value={email} readOnly autoComplete="email" />}
    </FormField>
  );
}

/** 6–15 half-width alphanumerics, checked on the server when the box loses focus (spec 001 §5). */
function UserIdField() {
  const { t } = useTranslation('signup');
  const field = useFieldState('userId');
  const latest = useRef<AbortController | null>(null);
  const check = (value: string) => {
    if (!userIdSchema().isValidSync(value)) return;
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    verifyUserId({ userId: value }, controller.signal).then(
      () => {
        if (latest.current === controller) field.setServerError(null);
      },
      (error: unknown) => {
        if (latest.current !== controller) return;
        if (isApiError(error) && error.code === 'ACCOUNT_ALREADY_EXISTS_USER_ID')
          field.setServerError(messages.userId.alreadyInUse);
        else if (isApiError(error) && error.fieldErrors?.['userId']) field.setServerError(error.fieldErrors['userId']);
        // Anything else (network, rate limit): the submit checks again; no message for a check that did not run.
      },
    );
  };
  return (
    <TextField
      name="userId"
      label={t('form.userId')}
      hint={t('form.userIdHint')}
      required
      autoComplete="username"
      maxLength={USER_ID_MAX}
      onBlurValue={check}
    />
  );
}

function PasswordFields({ data }: { readonly data: SignupFormScreenData }) {
  const { t } = useTranslation('signup');
  const password = useFieldState('password');
  const confirm = useFieldState('passwordConfirm');
  const bind = (field: ReturnType<typeof useFieldState<string>>, name: string, label: string) => ({
    name,
    label,
    value: field.value,
    error: field.error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.setValue(event.target.value),
    onBlur: field.onBlur,
  });
  return (
    <NewPasswordFields
      strength={data.passwordStrength}
      password={bind(password, 'password', t('form.password'))}
      confirm={bind(confirm, 'passwordConfirm', t('form.passwordConfirm'))}
    />
  );
}

/**
 * E-mail (read-only), user ID when the store uses it, password and confirmation (none in a sign-up
 * through an external identity: the provider is the way in).
 */
export function AccountFields({ data }: { readonly data: SignupFormScreenData }) {
  return (
    <>
      <EmailField email={data.email} />
      {data.isEnabledUserId ? <UserIdField /> : null}
      {data.withPassword ? <PasswordFields data={data} /> : null}
    </>
  );
}
