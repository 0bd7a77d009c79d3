import { useScreenData } from '@vs/mf';
import { LOGIN_CODE_LIFETIME_MINUTES, multiFactorSegments } from '@vs/contract';
import { Button } from '@vs/ui';
import { actionsCss, FormPage, leadCss, noteCss, PageAlert, useMessage } from '@vs/ui/form';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { sendMultiFactorCode } from '../../api/auth-api';
import { useResend } from '../../components/use-resend';
import { authPaths } from '../../paths';
import { EntryForm } from './entry-form';

/**
 * /login/multi-factor/{email|sms|otp|backup-code}: one page for every second factor, read from
 * `data.type` (spec 000 §2, §3 "Multi-factor", "Trusted device"). An e-mail or SMS code that was not
 * sent yet is asked for first, so merely opening the page sends nothing.
 */
export default function LoginMultiFactorEntryPage() {
  const data = useScreenData('/login/multi-factor/:type');
  const { t } = useTranslation('auth');
  const message = useMessage('auth');
  const delivered = data.type === 'Email' || data.type === 'SMS';
  const segment = multiFactorSegments[data.type];
  const post = useCallback(() => sendMultiFactorCode(segment), [segment]);
  const resend = useResend(post, data.resendAfterSeconds);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const codeSent = !delivered || data.codeSent || resend.sends > 0;

  const sendFirst = async () => {
    setSendFailure(null);
    setSendFailure(await resend.send());
  };

  return (
    <FormPage title={t(`title.multiFactorEntry.${data.type}`)}>
      <p css={leadCss}>
        {t(codeSent ? `multiFactorEntry.lead.${data.type}` : `multiFactorEntry.sendLead.${data.type}`, {
          destination: data.destination ?? '',
        })}
      </p>
      {delivered ? <p css={noteCss}>{t('code.validity', { minutes: LOGIN_CODE_LIFETIME_MINUTES })}</p> : null}
      {codeSent ? (
        <EntryForm data={data} resend={delivered ? resend : null} focusOnMount={!data.codeSent && resend.sends > 0} />
      ) : (
        <>
          <PageAlert>{sendFailure ? message(sendFailure) : null}</PageAlert>
          <div css={actionsCss}>
            <Button loading={resend.sending} onClick={() => void sendFirst()}>
              {t('multiFactorEntry.send')}
            </Button>
          </div>
        </>
      )}
      {data.canChooseAnother ? (
        <p css={leadCss}>
          <Link to={authPaths.loginMultiFactor}>{t('multiFactorEntry.chooseAnother')}</Link>
        </p>
      ) : null}
    </FormPage>
  );
}
