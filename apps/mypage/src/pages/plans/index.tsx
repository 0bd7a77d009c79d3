import { useScreenData } from '@vs/mf';
import { FormPage, leadCss, noteCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SubscriptionCard } from '../../components/subscription-card';
import { mypagePaths } from '../../paths';

/** /mypage/plans: every contract of the member, newest first, and those that ended in the last year (spec 000 §2). */
export default function MypagePlansPage() {
  const data = useScreenData('/mypage/plans');
  const { t } = useTranslation('subscription');
  return (
    <FormPage title={t('plans.title')}>
      <p css={leadCss}>{t('plans.lead')}</p>
      {data.subscriptions.length === 0 ? (
        <>
          <p css={noteCss}>{t('plans.empty')}</p>
          <p css={{ margin: 0 }}>
            <Link to={mypagePaths.plans}>{t('plans.findPlans')}</Link>
          </p>
        </>
      ) : (
        <ul css={(theme) => ({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(3) })}>
          {data.subscriptions.map((card) => (
            <SubscriptionCard key={card.subscriptionId} card={card} />
          ))}
        </ul>
      )}
    </FormPage>
  );
}
