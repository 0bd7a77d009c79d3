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

const schema = object({ token: emailPinCodeSchema() });

/**
 * /mypage/multi-factor/email and /sms: send a code to the member's address or phone, then confirm
 * it. SMS needs a phone number on the account; without one the page points to the profile instead.
 */
export default function MultiFactorCodePage() {
  const data = useScreenData('/mypage/multi-factor/email');
  const { t } = useTranslation('mypage');
  const failureText = useFailureText(mypageFailures);
  const { backupCodes, onConfirmed } = useEnableStep();
  const countdown = useCountdown(0);
  const [sends, setSends] = useState(0);
  const [sending, setSending] = useState(false);
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

  return (
    <FormPage title={title}>
      <p css={leadCss}>{t(`code.lead.${data.type}`, { destination: data.destination })}</p>
      {data.isFirstFactor ? <p css={noteCss}>{t('common.firstFactorNote')}</p> : null}
      {sends === 0 ? (
        <>
          <PageAlert>{page.failure}</PageAlert>
          <div css={actionsCss}>
            <Button loading={sending} onClick={() => void send()}>
              {t('code.send')}
            </Button>
            {back}
          </div>
        </>
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
            onResend={() => void send()}
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
