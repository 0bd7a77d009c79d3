import { ButtonLink } from '@vs/ui';
import { actionsCss, leadCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { MypagePage } from '../../components/mypage-page';
import { mypagePaths } from '../../paths';

/** /mypage/multi-factor/complete: the factor is on; back to the list. */
export default function MultiFactorCompletePage() {
  const { t } = useTranslation('mypage');
  return (
    <MypagePage title={t('complete.title')}>
      <p css={leadCss}>{t('complete.lead')}</p>
      <div css={actionsCss}>
        <ButtonLink to={mypagePaths.multiFactor}>{t('common.backToMultiFactor')}</ButtonLink>
      </div>
    </MypagePage>
  );
}
