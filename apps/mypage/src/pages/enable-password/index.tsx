import type { PasswordScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, NewPasswordFields, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage, useServerFieldErrors } from '@vs/ui/form';
import { canSubmitPinCode, emailPinCodeSchema, passwordWithConfirmationSchema } from '@vs/validation';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { object } from 'yup';
import { enablePassword, sendAccountPin } from '../../api/account-email-api';
import { AccountPinField, useAccountPinResend, useSendFailureText } from '../../components/account-pin-form';
import { useFailureText } from '../../components/failure-text';

type Field = 'pinCode' | 'password' | 'passwordConfirm';

/** Where the flow ends when the answer does not say. */
const completePath = '/mypage/enable-password/complete';

/**
 * /mypage/enable-password: a member who signed up through an external identity sets a password,
 * proving the mailbox first: step 1 sends a PIN to the address, step 2 takes it with the password.
 */
export default function EnablePasswordPage() {
  const data = useLoaderData() as PasswordScreenData;
  const { t } = useTranslation(['credentials', 'validation']);
  const message = useMessage('credentials');
  const follow = useFollow();
  const failureText = useFailureText();
  const sendFailureText = useSendFailureText();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const resend = useAccountPinResend(data.email, 'passwordSetting', data.resendAvailableInSeconds);
  const [pinSent, setPinSent] = useState(data.pinSent);
  const [sending, setSending] = useState(false);
  const [lastRejected, setLastRejected] = useState<string | null>(null);
  const { setServerErrors: setServerFields, setServerError, shownError } = useServerFieldErrors<Field>();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => object({ pinCode: emailPinCodeSchema() }).concat(passwordWithConfirmationSchema(data.passwordStrength)), [data.passwordStrength]);

  // The code box appears once the PIN went out from this page; the member types there next.
  const [focusCode, setFocusCode] = useState(false);
  useEffect(() => {
    if (focusCode) form.current?.querySelector<HTMLInputElement>('input[name="pinCode"]')?.focus();
  }, [focusCode]);

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      // The next step is on this page, so the answer's redirectTo (if any) is not needed.
      await sendAccountPin({ email: data.email, type: 'passwordSetting' });
      resend.sent();
      setPinSent(true);
      setFocusCode(true);
    } catch (error) {
      setFailure(sendFailureText(error));
    } finally {
      setSending(false);
    }
  };

  const formik = useFormik({
    initialValues: { pinCode: '', password: '', passwordConfirm: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setServerFields({});
      setFailure(null);
      try {
        follow((await enablePassword(values)) ?? completePath);
      } catch (error) {
        if (isApiError(error) && error.code === 'PIN_CODE_ERROR') {
          setLastRejected(values.pinCode);
          setServerFields({ pinCode: 'credentials:pin.authFailed' });
        } else if (isApiError(error) && error.fieldErrors) {
          setServerFields(error.fieldErrors);
        } else {
          setFailure(failureText(error));
        }
        focusFirstErrorLater();
      }
    },
  });

  const errorOf = (name: Field) => message(shownError(formik, name));
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setServerError(event.target.name as Field, null);
    formik.handleChange(event);
  };
  const canSubmit = canSubmitPinCode(formik.values.pinCode, lastRejected);

  if (!pinSent) {
    return (
      <FormPage title={t('title.enablePassword')}>
        <p css={leadCss}>{t('enablePassword.lead')}</p>
        <p css={leadCss}>{t('enablePassword.sendLead', { email: data.email })}</p>
        <PageAlert>{failure}</PageAlert>
        <div css={actionsCss}>
          <Button loading={sending} onClick={() => void send()}>
            {t('enablePassword.send')}
          </Button>
        </div>
      </FormPage>
    );
  }

  return (
    <FormPage title={t('title.enablePassword')}>
      <p css={leadCss}>{t('pin.lead', { email: data.email })}</p>
      <form
        ref={form}
        noValidate
        css={formCss}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit && !formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
        }}
      >
        <AccountPinField value={formik.values.pinCode} onChange={onChange} onBlur={formik.handleBlur} error={errorOf('pinCode')} resend={resend} />
        <NewPasswordFields
          strength={data.passwordStrength}
          password={{ name: 'password', label: t('enablePassword.password'), value: formik.values.password, error: errorOf('password'), onChange, onBlur: formik.handleBlur }}
          confirm={{ name: 'passwordConfirm', label: t('enablePassword.passwordConfirm'), value: formik.values.passwordConfirm, error: errorOf('passwordConfirm'), onChange, onBlur: formik.handleBlur }}
        />
        <PageAlert>{failure ?? resend.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" disabled={!canSubmit} loading={formik.isSubmitting}>
            {t('enablePassword.submit')}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}
