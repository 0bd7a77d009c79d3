import { useScreenData } from '@vs/mf';
import { FormPage, useFollow } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import { href } from '@vs/routes';
import { changeEmail, verifyEmail } from '../../api/account-email-api';
import { AccountPinForm } from '../../components/account-pin-form';

/** What each of the two routes of this page confirms, and where it ends when the answer does not say. */
const flows = {
  mailEdit: { confirm: changeEmail, completePath: href('/mypage/email/edit/complete') },
  mailVerify: { confirm: verifyEmail, completePath: href('/mypage/email/verify/complete') },
} as const;

/** /mypage/email/edit/pin-code and /mypage/email/verify/code: the PIN mailed for the e-mail change or check. */
export default function EmailPinCodePage() {
  const data = useScreenData('/mypage/email/edit/pin-code');
  const { t } = useTranslation('credentials');
  const follow = useFollow();
  const purpose = useMatch('/mypage/email/verify/code') ? 'mailVerify' : 'mailEdit';
  const flow = flows[purpose];
  return (
    <FormPage title={t(`title.${purpose}Pin`)}>
      <AccountPinForm
        data={data}
        submitLabel={t(`emailPin.submit.${purpose}`)}
        onSubmit={async (pinCode) => follow((await flow.confirm({ pinCode })) ?? flow.completePath)}
      />
    </FormPage>
  );
}
