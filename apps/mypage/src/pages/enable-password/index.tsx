import { useScreenData } from '@vs/mf';
import { isApiError } from '@vs/api-client';
import { Button } from '@vs/ui';
import {
  actionsCss,
  formCss,
  FormPage,
  leadCss,
  NewPasswordFields,
  PageAlert,
  useCodeRefusal,
  useFailureText,
  useFollow,
  useFormPage,
} from '@vs/ui/form';
import { emailPinCodeSchema, passwordWithConfirmationSchema } from '@vs/validation';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { href } from '@vs/routes';
import { enablePassword, sendAccountPin } from '../../api/account-email-api';
import { AccountPinField, useAccountPinResend } from '../../components/account-pin-form';
import { mypageFailures } from '../../components/failures';

/** Where the flow ends when the answer does not say. */
const completePath = href('/mypage/enable-password/complete');

/**
 * /mypage/enable-password: a member who signed up through an external identity sets a password,
 * proving the mailbox first: step 1 sends a PIN to the address, step 2 takes it with the password.
 */
export default function EnablePasswordPage() {
  const data = useScreenData('/mypage/enable-password');
  const { t } = useTranslation(['credentials', 'validation']);
  const follow = useFollow();
  const failureText = useFailureText(mypageFailures);
  const resend = useAccountPinResend(data.email, data.resendAvailableInSeconds);
  const [pinSent, setPinSent] = useState(data.pinSent);
  const [sending, setSending] = useState(false);
  const code = useCodeRefusal('pinCode', 'credentials:pin.authFailed');
  const schema = useMemo(
    () => object({ pinCode: emailPinCodeSchema() }).concat(passwordWithConfirmationSchema(data.passwordStrength)),
    [data.passwordStrength],
  );
  const page = useFormPage({
    initialValues: { pinCode: '', password: '', passwordConfirm: '' },
    validationSchema: schema,
    namespace: 'credentials',
    failures: mypageFailures,
    canSubmit: ({ pinCode }) => code.canSubmit(pinCode),
    submit: async (values) => follow((await enablePassword(values)) ?? completePath),
    // A wrong PIN on its box; any other field the server names on its own.
    refuse: (error, { pinCode }) => {
      if (isApiError(error) && error.code !== 'PIN_CODE_ERROR' && error.fieldErrors)
        return { fields: error.fieldErrors };
      return code.refuse(error, pinCode);
    },
  });
  const { formik, formProps, errorOf, setFailure } = page;

  // The code box appears once the PIN went out from this page; the member types there next.
  const [focusCode, setFocusCode] = useState(false);
  useEffect(() => {
    if (focusCode) formProps.ref.current?.querySelector<HTMLInputElement>('input[name="pinCode"]')?.focus();
  }, [focusCode, formProps.ref]);

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
      setFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };

  if (!pinSent) {
    return (
      <FormPage title={t('title.enablePassword')}>
        <p css={leadCss}>{t('enablePassword.lead')}</p>
        <p css={leadCss}>{t('enablePassword.sendLead', { email: data.email })}</p>
        <PageAlert>{page.failure}</PageAlert>
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
      <form {...formProps} css={formCss}>
        <AccountPinField
          value={formik.values.pinCode}
          onChange={page.handleChange}
          onBlur={formik.handleBlur}
          error={errorOf('pinCode')}
          resend={resend}
        />
        <NewPasswordFields
          strength={data.passwordStrength}
          password={{
            name: 'password',
            label: t('enablePassword.password'),
            value: formik.values.password,
            error: errorOf('password'),
            onChange: page.handleChange,
            onBlur: formik.handleBlur,
          }}
          confirm={{
            name: 'passwordConfirm',
            label: t('enablePassword.passwordConfirm'),
            value: formik.values.passwordConfirm,
            error: errorOf('passwordConfirm'),
            onChange: page.handleChange,
            onBlur: formik.handleBlur,
          }}
        />
        <PageAlert>{page.failure ?? resend.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" disabled={!code.canSubmit(formik.values.pinCode)} loading={formik.isSubmitting}>
            {t('enablePassword.submit')}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}
