import { ButtonLink } from '@vs/ui';
import { actionsCss, FormPage, leadCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { mypagePaths } from '../../paths';
import { completionOf } from './completions';

/**
 * Every account completion page (/mypage/edit/complete, …/password/edit/complete, …/pin-code/complete
 * and the others the route table maps here): the heading and sentence follow the pathname, and the
 * way back is My Page (spec 000 §2 "PIN screen … completion with a back link to /mypage").
 */
export default function CompletePage() {
  const { t } = useTranslation('account');
  const completion = completionOf(useLocation().pathname);
  return (
    <FormPage title={t(`complete.${completion}.title`)}>
      <p css={leadCss}>{t(`complete.${completion}.lead`)}</p>
      <div css={actionsCss}>
        <ButtonLink to={mypagePaths.top}>{t('complete.back')}</ButtonLink>
      </div>
    </FormPage>
  );
}
