import { socialRelateErrorTypes, type SocialRelateErrorType } from '@vs/contract';
import { ButtonLink } from '@vs/ui';
import { actionsCss, FormPage, PageAlert } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { mypagePaths } from '../../paths';

/** Any reason the page does not know reads as the system error: the address is the visitor's to edit. */
function reasonOf(type: string | null): SocialRelateErrorType {
  return socialRelateErrorTypes.find((known) => known === type) ?? 'SOCIAL_LINK_FAILED';
}

/**
 * /social/relate/error: linking an external identity failed (spec 001 §8): 'already exists' for an
 * identity another account holds, the system error text for anything else; the way back is My Page.
 */
export default function SocialRelateErrorPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  return (
    <FormPage title={t('socialRelateError.title')}>
      <PageAlert>{t(`socialRelateError.${reasonOf(params.get('type'))}`)}</PageAlert>
      <div css={actionsCss}>
        <ButtonLink to={mypagePaths.top}>{t('socialRelateError.back')}</ButtonLink>
      </div>
    </FormPage>
  );
}
