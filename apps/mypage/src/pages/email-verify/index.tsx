import { useScreenData } from '@vs/mf';
import { Button } from '@vs/ui';
import { actionsCss, FormPage, leadCss, noteCss, PageAlert, useFailureText, useFollow } from '@vs/ui/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '@vs/routes';
import { sendAccountPin } from '../../api/account-email-api';
import { mypageFailures } from '../../components/failures';

/** Where the code page is when the answer does not say (contract: the send answers redirectTo). */
const codePath = href('/mypage/email/verify/code');

/** /mypage/email/verify: proves the member reads the current address, with a PIN sent there. */
export default function EmailVerifyPage() {
  const data = useScreenData('/mypage/email/verify');
  const { t } = useTranslation('credentials');
  const follow = useFollow();
  // MAIL_SEND_FAILED has its catalogue text ('send failed').
  const failureText = useFailureText(mypageFailures);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      follow((await sendAccountPin({ email: data.currentEmail, type: 'mailVerify' })) ?? codePath);
    } catch (error) {
      setFailure(failureText(error));
      setSending(false);
    }
  };

  if (data.isEmailVerified) {
    return (
      <FormPage title={t('title.emailVerify')}>
        <p css={leadCss}>{t('emailVerify.alreadyVerified', { email: data.currentEmail })}</p>
        <p css={leadCss}>
          <Link to="/mypage">{t('common.backToMypage')}</Link>
        </p>
      </FormPage>
    );
  }

  return (
    <FormPage title={t('title.emailVerify')}>
      <p css={leadCss}>{t('emailVerify.lead', { email: data.currentEmail })}</p>
      <p css={noteCss}>{t('emailVerify.why')}</p>
      <PageAlert>{failure}</PageAlert>
      <div css={actionsCss}>
        <Button loading={sending} onClick={() => void send()}>
          {t('emailVerify.submit')}
        </Button>
      </div>
    </FormPage>
  );
}
