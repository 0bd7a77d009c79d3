import type { SignupEmailRequest, SignupPinCodeScreenData } from '@vs/contract';
import {
  actionsCss,
  formCss,
  leadCss,
  noteCss,
  useCodeRefusal,
  useFailureText,
  useFollow,
  useFormPage,
} from '../form-page';
import { EMAIL_PIN_MAX_LENGTH, emailPinCodeSchema, PIN_RESEND_COUNTDOWN_SECONDS } from '@vs/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { object } from 'yup';
import { Button } from '../button';
import { PinCodeField } from '../pin-code-field';
import { useCountdown } from '../use-countdown';
import { pinFailures, sendFailures } from './failures';
import { SignupPage } from './signup-page';

const schema = object({ pinCode: emailPinCodeSchema() });

export interface SignupPinCodeStepProps {
  readonly data: SignupPinCodeScreenData;
  /** The PIN call; answers the next page (or null: `formPath`). */
  readonly verify: (body: { pinCode: string }) => Promise<string | null>;
  /** The area's e-mail call, which is also the resend. */
  readonly send: (body: SignupEmailRequest) => Promise<string | null>;
  readonly formPath: string;
  readonly emailPath: string;
}

/**
 * The PIN step of sign-up: the code from the mail, with resend (spec 000 §4 "PIN screens").
 * /signup/pin-code and /oidc/signup/auth both show it.
 */
export function SignupPinCodeStep({ data, verify, send, formPath, emailPath }: SignupPinCodeStepProps) {
  const { t } = useTranslation(['signup', 'validation', 'ui']);
  const follow = useFollow();
  const pinText = useFailureText(pinFailures);
  const sendText = useFailureText(sendFailures);
  const countdown = useCountdown(data.resendAvailableInSeconds);
  const code = useCodeRefusal('pinCode', 'signup:pinCode.authFailed');
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  // Every refusal shows on the PIN field (spec 001 §8 PIN_CODE_ERROR): there is no page alert here.
  const onField = (text: string | null) => ({ fields: text ? { pinCode: text } : {} });
  const page = useFormPage({
    initialValues: { pinCode: '' },
    validationSchema: schema,
    namespace: 'signup',
    failures: pinFailures,
    ...code.formOptions,
    submit: async ({ pinCode }) => follow((await verify({ pinCode })) ?? formPath),
    refuse: (error, { pinCode }) => code.refuse(error, pinCode) ?? onField(pinText(error)),
  });
  const { formik } = page;

  const resend = async () => {
    setResending(true);
    setResent(false);
    page.setServerError('pinCode', null);
    try {
      // Resending is the e-mail call again with the same address (contract: SignupPinCodeRequest).
      await send({ type: 'signUp', email: data.email, policyConsentData: [] });
      countdown.restart(PIN_RESEND_COUNTDOWN_SECONDS);
      setResent(true);
    } catch (error) {
      page.setServerError('pinCode', sendText(error));
      countdown.restart(PIN_RESEND_COUNTDOWN_SECONDS);
    } finally {
      setResending(false);
    }
  };

  return (
    <SignupPage title={t('signup:title.pinCode')} step={data.step}>
      <p css={leadCss}>{t('signup:pinCode.lead', { email: data.email })}</p>
      <form {...page.formProps} css={formCss}>
        <PinCodeField
          label={t('signup:pinCode.label')}
          name="pinCode"
          value={formik.values.pinCode}
          onChange={page.handleChange}
          onBlur={formik.handleBlur}
          error={page.errorOf('pinCode')}
          maxLength={EMAIL_PIN_MAX_LENGTH}
          resendRemaining={countdown.remaining}
          onResend={() => void resend()}
          resendLoading={resending}
        />
        <p role="status" css={noteCss}>
          {resent ? t('signup:pinCode.resent') : ''}
        </p>
        <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>
          <p css={noteCss}>{t('signup:email.validity')}</p>
          <p css={noteCss}>{t('signup:email.resendNote')}</p>
        </div>
        <div css={actionsCss}>
          <Button type="submit" disabled={!code.canSubmit(formik.values.pinCode)} loading={formik.isSubmitting}>
            {t('signup:pinCode.submit')}
          </Button>
          <Link to={emailPath} css={{ justifySelf: 'center' }}>
            {t('signup:pinCode.changeEmail')}
          </Link>
        </div>
      </form>
    </SignupPage>
  );
}
