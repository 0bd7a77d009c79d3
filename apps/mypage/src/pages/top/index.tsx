import { useScreenData } from '@vs/mf';
import { FormPage } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mypagePaths } from '../../paths';
import { AccountSection } from './account-section';
import { EmailWarning } from './email-warning';
import { IdentitiesSection } from './identities-section';
import { MoreLinks } from './more-links';
import { PlansSection } from './plans-section';
import { SecuritySection } from './security-section';

/**
 * /mypage: the member's plans, account details, login and security, linked identities and the
 * other settings, each section under its own h2 (spec 000 §2 "My Page top"); withdrawal last.
 */
export default function MypageTopPage() {
  const data = useScreenData('/mypage');
  const { t } = useTranslation('account');
  return (
    <FormPage title={t('top.title')}>
      {data.isEmailVerified ? null : <EmailWarning />}
      <PlansSection plans={data.contractedPlans} showAllPlansLink={!data.isWithdrawalLimited} />
      <AccountSection data={data} />
      <SecuritySection data={data} />
      {data.userIdentifiers.length > 0 ? <IdentitiesSection identities={data.userIdentifiers} /> : null}
      <MoreLinks links={data.links} />
      <p css={{ margin: 0 }}>
        <Link to={mypagePaths.withdraw}>{t('top.withdraw')}</Link>
      </p>
    </FormPage>
  );
}
