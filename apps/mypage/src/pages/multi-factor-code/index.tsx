import type { CodeFactorSetupScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button, PinCodeField, useCountdown } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, noteCss, PageAlert, submitOrFocus, useFirstErrorFocus, useMessage } from '@vs/ui/form';
import { canSubmitPinCode, EMAIL_PIN_MAX_LENGTH, emailPinCodeSchema, PIN_RESEND_COUNTDOWN_SECONDS } from '@vs/validation';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { object } from 'yup';
import { enableMultiFactor } from '../../api/multi-factor-api';
import { BackupCodeStep } from '../../components/backup-code-step';
import { useFailureText } from '../../components/failure-text';
import { useEnableStep } from '../../hooks/use-enable-step';
import { mypagePaths } from '../../paths';

const schema = object({ token: emailPinCodeSchema() });

/**
 * /mypage/multi-factor/email and /sms: send a code to the member's address or phone, then confirm
 * it. SMS needs a phone number on the account; without one the page points to the profile instead.
 */
export default function MultiFactorCodePage() {
  const data = useLoaderData() as CodeFactorSetupScreenData;
  const { t } = useTranslation('mypage');
  const message = useMessage('mypage');
  const failureText = useFailureText();
  const { backupCodes, onConfirmed } = useEnableStep();
  const countdown = useCountdown(0);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const [sends, setSends] = useState(0);
  const [sending, setSending] = useState(false);
  const [lastRejected, setLastRejected] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The code box appears with the first send; the member types there next.
  useEffect(() => {
    if (sends === 1) form.current?.querySelector<HTMLInputElement>('input[name="token"]')?.focus();
  }, [sends]);

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      const answer = await enableMultiFactor({ multiFactorType: data.type });
      if ('codeSent' in answer) {
        setSends((count) => count + 1);
        countdown.restart(PIN_RESEND_COUNTDOWN_SECONDS);
      } else {
        onConfirmed(answer);
      }
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };

  const formik = useFormik({
    initialValues: { token: '' },
    validationSchema: schema,
    validateOnChange: false,
    onSubmit: async ({ token }) => {
      setCodeError(null);
      setFailure(null);
      try {
        onConfirmed(await enableMultiFactor({ multiFactorType: data.type, token }));
      } catch (error) {
        if (isApiError(error) && error.code === 'PIN_CODE_ERROR') {
          setLastRejected(token);
          setCodeError('mypage:errors.pinCode');
        } else {
          setFailure(failureText(error));
        }
        focusFirstErrorLater();
      }
    },
  });

  const title = t(`code.title.${data.type}`);
  if (backupCodes) {
    return (
      <FormPage title={title}>
        <BackupCodeStep type={data.type} codes={backupCodes} />
      </FormPage>
    );
  }

  const back = (
    <Link to={mypagePaths.multiFactor} css={{ justifySelf: 'center' }}>
      {t('common.backToMultiFactor')}
    </Link>
  );

  if (data.destination === null) {
    return (
      <FormPage title={title}>
        <p css={leadCss}>{t('code.noPhone')}</p>
        <div css={actionsCss}>
          <Link to={mypagePaths.profileEdit}>{t('code.addPhone')}</Link>
          {back}
        </div>
      </FormPage>
    );
  }

  const canSubmit = canSubmitPinCode(formik.values.token, lastRejected);
  return (
    <FormPage title={title}>
      <p css={leadCss}>{t(`code.lead.${data.type}`, { destination: data.destination })}</p>
      {data.isFirstFactor ? <p css={noteCss}>{t('common.firstFactorNote')}</p> : null}
      {sends === 0 ? (
        <>
          <PageAlert>{failure}</PageAlert>
          <div css={actionsCss}>
            <Button loading={sending} onClick={() => void send()}>
              {t('code.send')}
            </Button>
            {back}
          </div>
        </>
      ) : (
        <form
          ref={form}
          noValidate
          css={formCss}
          onSubmit={(event) => {
            event.preventDefault();
            if (canSubmit && !formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
          }}
        >
          <PinCodeField
            label={t('code.codeLabel')}
            name="token"
            value={formik.values.token}
            onChange={(event) => {
              setCodeError(null);
              formik.handleChange(event);
            }}
            error={message((formik.submitCount > 0 ? formik.errors.token : undefined) ?? codeError)}
            maxLength={EMAIL_PIN_MAX_LENGTH}
            resendRemaining={countdown.remaining}
            onResend={() => void send()}
            resendLoading={sending}
          />
          <p role="status" css={noteCss}>
            {sends > 1 ? t('code.resent') : t('code.sent')}
          </p>
          <PageAlert>{failure}</PageAlert>
          <div css={actionsCss}>
            <Button type="submit" disabled={!canSubmit} loading={formik.isSubmitting}>
              {t('code.submit')}
            </Button>
            {back}
          </div>
        </form>
      )}
    </FormPage>
  );
}
