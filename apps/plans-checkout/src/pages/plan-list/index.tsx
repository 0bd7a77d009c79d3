import { useScreenData } from '@vs/mf';
import { usePageTitle } from '@vs/theming';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanCardList } from '../../components/plan-card-list';
import { pageCss, sectionHeadingCss } from '../../components/page-styles';

/** /plans (spec 000 §2): the member's current contracts first, then the plans they can contract. */
export default function PlanListPage() {
  const data = useScreenData('/plans');
  const { t } = useTranslation('plans');
  const title = t('list.title');
  usePageTitle(title);
  const contractedId = useId();
  const availableId = useId();
  const context = { now: data.now, isContractLimited: data.isContractLimited };
  return (
    <div css={pageCss}>
      <h1>{title}</h1>
      {data.contractedPlans.length === 0 ? null : (
        <section aria-labelledby={contractedId}>
          <h2 id={contractedId} css={sectionHeadingCss}>
            {t('list.contractedHeading')}
          </h2>
          <PlanCardList plans={data.contractedPlans} context={{ ...context, isContracted: true }} />
        </section>
      )}
      <section aria-labelledby={availableId}>
        <h2 id={availableId} css={sectionHeadingCss}>
          {t('list.availableHeading')}
        </h2>
        {data.plans.length === 0 ? <p>{t('list.empty')}</p> : <PlanCardList plans={data.plans} context={context} />}
      </section>
    </div>
  );
}
