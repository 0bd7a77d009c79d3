import { ButtonLink } from '@vs/ui';
import { actionsCss, FormPage, leadCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { mypagePaths } from '../../paths';

/** /mypage/multi-factor/complete: the factor is on; back to the list. */
export default function MultiFactorCompletePage() {
  const { t } = useTranslation('mypage');
  return (
    <FormPage title={t('complete.title')}>
      <p css={leadCss}>{t('complete.lead')}</p>
      <div css={actionsCss}>
        <ButtonLink to={mypagePaths.multiFactor}>{t('common.backToMultiFactor')}</ButtonLink>
      </div>
    </FormPage>
  );
}
