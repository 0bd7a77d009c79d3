import { useScreenData } from '@vs/mf';
import { ButtonLink } from '@vs/ui';
import { actionsCss, leadCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { SignupPage } from '@vs/ui/signup';
import { plansPath } from '../../paths';

/** /signup/complete: the member is registered and logged in. */
export default function CompletePage() {
  const data = useScreenData('/signup/complete');
  const { t } = useTranslation('signup');
  return (
    <SignupPage title={t('complete.heading')} step={data.step}>
      <p css={leadCss}>{t('complete.body', { serviceName: data.serviceName })}</p>
      <div css={actionsCss}>
        <ButtonLink to={plansPath}>{t('complete.toPlans')}</ButtonLink>
      </div>
    </SignupPage>
  );
}
