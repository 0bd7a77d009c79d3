import type { SignupFormScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { FormField, PasswordChecklist, PasswordInput, TextInput } from '@vs/ui';
import { TextField, useFieldState } from '@vs/ui/profile-form';
import { messages, PASSWORD_MAX, passwordChecklist, USER_ID_MAX, userIdSchema } from '@vs/validation';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { verifyUserId } from '../../api/signup-api';
import { signupPaths } from '../../paths';

/** The address from the PIN step, read-only: a duplicate found on submit is reported on it. */
function EmailField({ email }: { readonly email: string }) {
  const { t } = useTranslation('signup');
  const field = useFieldState('email');
  return (
    <FormField label={t('form.email')} error={field.error} footer={<Link to={signupPaths.email}>{t('form.changeEmail')}</Link>}>
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
        if (isApiError(error) && error.code === 'ACCOUNT_ALREADY_EXISTS_USER_ID') field.setServerError(messages.userId.alreadyInUse);
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
  const { t } = useTranslation(['signup', 'validation']);
  const password = useFieldState('password');
  const confirm = useFieldState('passwordConfirm');
  const checklistId = useId();
  const items = passwordChecklist(password.value, data.passwordStrength).map((item) => ({ label: t(item.label), passed: item.passed }));
  return (
    <>
      <FormField label={t('signup:form.password')} required error={password.error} describedBy={[checklistId]}>
        {(control) => (
          <div css={{ display: 'grid', gap: 8 }}>
            <PasswordInput
              {...control}
              name="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
              value={password.value}
              onChange={(event) => password.setValue(event.target.value)}
              onBlur={password.onBlur}
            />
            <PasswordChecklist id={checklistId} items={items} />
          </div>
        )}
      </FormField>
      <FormField label={t('signup:form.passwordConfirm')} required error={confirm.error}>
        {(control) => (
          <PasswordInput
            {...control}
            name="passwordConfirm"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={confirm.value}
            onChange={(event) => confirm.setValue(event.target.value)}
            onBlur={confirm.onBlur}
          />
        )}
      </FormField>
    </>
  );
}

/** E-mail (read-only), user ID when the store uses it, password and confirmation. */
export function AccountFields({ data }: { readonly data: SignupFormScreenData }) {
  return (
    <>
      <EmailField email={data.email} />
      {data.isEnabledUserId ? <UserIdField /> : null}
      <PasswordFields data={data} />
    </>
  );
}
