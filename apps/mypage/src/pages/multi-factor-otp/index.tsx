import { useScreenData } from '@vs/mf';
import { isApiError } from '@vs/api-client';
import { Button, FormField, TextInput } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, noteCss, PageAlert, useFormPage } from '@vs/ui/form';
import { OTP_LENGTH, otpSchema } from '@vs/validation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { object } from 'yup';
import { enableMultiFactor } from '../../api/multi-factor-api';
import { BackupCodeStep } from '../../components/backup-code-step';
import { CopyButton } from '../../components/copy-button';
import { mypageFailures } from '../../components/failures';
import { useEnableStep } from '../../hooks/use-enable-step';
import { mypagePaths } from '../../paths';
import { OtpQrCode } from './otp-qr-code';
import { groupSecret } from './otp-qr';

const schema = object({ token: otpSchema() });
const stepHeadingCss = { margin: 0, fontSize: '1.125rem' } as const;

/** /mypage/multi-factor/otp: scan the secret into an authenticator app, then confirm a code from it. */
export default function MultiFactorOtpPage() {
  const data = useScreenData('/mypage/multi-factor/otp');
  const { t } = useTranslation('mypage');
  const { backupCodes, onConfirmed } = useEnableStep();
  const scanId = useId();
  const confirmId = useId();
  const page = useFormPage({
    initialValues: { token: '' },
    validationSchema: schema,
    validateOnChange: false,
    namespace: 'mypage',
    failures: mypageFailures,
    submit: async ({ token }) =>
      onConfirmed(await enableMultiFactor({ multiFactorType: 'OTP', secret: data.secret, token })),
    refuse: (error) =>
      isApiError(error) && error.code === 'PIN_CODE_ERROR' ? { fields: { token: 'mypage:errors.pinCode' } } : undefined,
  });
  const { formik } = page;

  const title = t('otp.title');
  if (backupCodes) {
    return (
      <FormPage title={title}>
        <BackupCodeStep type="OTP" codes={backupCodes} />
      </FormPage>
    );
  }

  return (
    <FormPage title={title}>
      <p css={leadCss}>{t('otp.lead')}</p>
      {data.isFirstFactor ? <p css={noteCss}>{t('common.firstFactorNote')}</p> : null}
      <section css={formCss} aria-labelledby={scanId}>
        <h2 id={scanId} css={stepHeadingCss}>
          {t('otp.scanTitle')}
        </h2>
        <OtpQrCode otpauthUrl={data.otpauthUrl} label={t('otp.qrLabel')} />
        <p css={noteCss}>{t('otp.manualLead')}</p>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) })}>
          <code
            data-testid="otp-secret"
            css={{ fontSize: '1.125rem', letterSpacing: '0.05em', overflowWrap: 'anywhere' }}
          >
            {groupSecret(data.secret)}
          </code>
          <CopyButton text={data.secret} label={t('otp.copySecret')} />
        </div>
      </section>
      <form {...page.formProps} css={formCss} aria-labelledby={confirmId}>
        <h2 id={confirmId} css={stepHeadingCss}>
          {t('otp.confirmTitle')}
        </h2>
        <FormField label={t('otp.codeLabel')} required error={page.errorOf('token')}>
          {(control) => (
            <TextInput
              {...control}
              name="token"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={formik.values.token}
              onChange={page.handleChange}
              css={{ maxWidth: '10em', letterSpacing: '0.2em' }}
            />
          )}
        </FormField>
        <PageAlert>{page.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={formik.isSubmitting}>
            {t('otp.submit')}
          </Button>
          <Link to={mypagePaths.multiFactor} css={{ justifySelf: 'center' }}>
            {t('common.backToMultiFactor')}
          </Link>
        </div>
      </form>
    </FormPage>
  );
}
