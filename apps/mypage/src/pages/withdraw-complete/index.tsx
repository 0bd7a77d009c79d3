import { ButtonLink } from '@vs/ui';
import { actionsCss, FormPage, leadCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';

/** /withdraw/complete (guest layout): the account is closed and the member logged out. */
export default function WithdrawCompletePage() {
  const { t } = useTranslation('credentials');
  return (
    <FormPage title={t('title.withdrawComplete')}>
      <p css={leadCss}>{t('withdrawComplete.lead')}</p>
      <p css={leadCss}>{t('withdrawComplete.thanks')}</p>
      <div css={actionsCss}>
        <ButtonLink to="/">{t('withdrawComplete.toTop')}</ButtonLink>
      </div>
    </FormPage>
  );
}
