import { useScreenData } from '@vs/mf';
import { Button, PinCodeField, useCountdown } from '@vs/ui';
import {
  actionsCss,
  formCss,
  FormPage,
  leadCss,
  noteCss,
  PageAlert,
  useCodeRefusal,
  useFailureText,
  useFormPage,
} from '@vs/ui/form';
import { EMAIL_PIN_MAX_LENGTH, emailPinCodeSchema, PIN_RESEND_COUNTDOWN_SECONDS } from '@vs/validation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { object } from 'yup';
import { enableMultiFactor } from '../../api/multi-factor-api';
import { BackupCodeStep } from '../../components/backup-code-step';
import { mypageFailures } from '../../components/failures';
import { useEnableStep } from '../../hooks/use-enable-step';
import { mypagePaths } from '../../paths';
import { SendStep } from './send-step';

const schema = object({ token: emailPinCodeSchema() });

/**
 * /mypage/multi-factor/email and /sms: send a code to the member's address, or to the phone number
 * typed for SMS, then confirm it. SMS keeps the number its code proved; set up again, it moves there.
 */
export default function MultiFactorCodePage() {
  const data = useScreenData('/mypage/multi-factor/email');
  const { t } = useTranslation('mypage');
  const failureText = useFailureText(mypageFailures);
  const { backupCodes, onConfirmed } = useEnableStep();
  const countdown = useCountdown(0);
  const [sends, setSends] = useState(0);
  const [sending, setSending] = useState(false);
  // The number the SMS code went to: a resend goes there again.
  const [phoneNumber, setPhoneNumber] = useState<string | undefined>(undefined);
  const code = useCodeRefusal('token', 'mypage:errors.pinCode');
  const page = useFormPage({
    initialValues: { token: '' },
    validationSchema: schema,
    namespace: 'mypage',
    failures: mypageFailures,
    ...code.formOptions,
    submit: async ({ token }) => onConfirmed(await enableMultiFactor({ multiFactorType: data.type, token })),
  });
  const { formik, formProps, setFailure } = page;

  // The code box appears with the first send; the member types there next.
  useEffect(() => {
    if (sends === 1) formProps.ref.current?.querySelector<HTMLInputElement>('input[name="token"]')?.focus();
  }, [sends, formProps.ref]);

  const send = async (to: string | undefined) => {
    const answer = await enableMultiFactor({ multiFactorType: data.type, ...(to ? { phoneNumber: to } : {}) });
    if ('codeSent' in answer) {
      setPhoneNumber(to);
      setSends((count) => count + 1);
      countdown.restart(PIN_RESEND_COUNTDOWN_SECONDS);
    } else {
      onConfirmed(answer);
    }
  };

  const resend = async () => {
    setSending(true);
    setFailure(null);
    try {
      await send(phoneNumber);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };

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

  return (
    <FormPage title={title}>
      <p css={leadCss}>{t(`code.lead.${data.type}`, { destination: data.destination })}</p>
      {/* ASVS 6.6.1: a member choosing SMS is told it is the weaker factor. */}
      {data.type === 'SMS' ? <p css={noteCss}>{t('code.smsRisk')}</p> : null}
      {data.type === 'SMS' && data.destination ? (
        <p css={noteCss}>{t('code.current', { destination: data.destination })}</p>
      ) : null}
      {data.isFirstFactor ? <p css={noteCss}>{t('common.firstFactorNote')}</p> : null}
      {sends === 0 ? (
        <SendStep data={data} onSend={send} back={back} />
      ) : (
        <form {...formProps} css={formCss}>
          <PinCodeField
            label={t('code.codeLabel')}
            name="token"
            value={formik.values.token}
            onChange={page.handleChange}
            error={page.errorOf('token')}
            maxLength={EMAIL_PIN_MAX_LENGTH}
            resendRemaining={countdown.remaining}
            onResend={() => void resend()}
            resendLoading={sending}
          />
          <p role="status" css={noteCss}>
            {sends > 1 ? t('code.resent') : t('code.sent')}
          </p>
          <PageAlert>{page.failure}</PageAlert>
          <div css={actionsCss}>
            <Button type="submit" disabled={!code.canSubmit(formik.values.token)} loading={formik.isSubmitting}>
              {t('code.submit')}
            </Button>
            {back}
          </div>
        </form>
      )}
    </FormPage>
  );
}
