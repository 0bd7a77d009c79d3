import { classifyRedirect, documentNavigation, useScreenData } from '@vs/mf';
import { FormPage } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { href } from '@vs/routes';
import { withdraw } from '../../api/withdraw-api';
import { AccountPinForm } from '../../components/account-pin-form';

/** Where the flow ends when the answer does not say. */
const completePath = href('/withdraw/complete');

/**
 * /withdraw/pin-code: the PIN mailed for withdrawal closes the account. The session ends with it,
 * so the completion page loads as a new document: the shell, header and menus must forget the member.
 */
export default function WithdrawPinCodePage() {
  const data = useScreenData('/withdraw/pin-code');
  const { t } = useTranslation('credentials');

  const submit = async (pinCode: string) => {
    const target = classifyRedirect((await withdraw({ pinCode })) ?? completePath, window.location.origin);
    documentNavigation.assign(
      target.kind === 'internal' ? target.path : target.kind === 'external' ? target.url : completePath,
    );
  };

  return (
    <FormPage title={t('title.withdrawPin')}>
      <AccountPinForm data={data} submitLabel={t('withdrawPin.submit')} onSubmit={submit}>
        <p css={{ margin: 0, fontWeight: 700 }}>{t('withdrawPin.warning')}</p>
      </AccountPinForm>
    </FormPage>
  );
}
