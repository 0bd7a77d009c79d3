import { useScreenData } from '@vs/mf';
import { usePageTitle } from '@vs/theming';
import { ButtonLink, StepBar } from '@vs/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { pageCss } from '../../components/page-styles';
import { PlanCardList } from '../../components/plan-card-list';
import { toSignupPlan } from '../../paths';
import { ChosenPlan } from './chosen-plan';
import { signupCompletePath } from './signup-plans-path';

/**
 * /signup/plans: the optional plan step after registration (spec 000 §4). The list's buttons choose a
 * plan on this page (`?planId=`), which is then bought as on the plan page; skipping finishes sign-up.
 */
export default function SignupPlansPage() {
  const data = useScreenData('/signup/plans');
  const { t } = useTranslation('signup');
  const title = t('title.plans');
  usePageTitle(title);
  const headingId = useId();
  const planId = useSearchParams()[0].get('planId');
  // A store that sells nothing right now: straight on to the completion page.
  if (!data.hasPlans) return <Navigate to={signupCompletePath} replace />;
  const { purchase } = data;
  const chosen = purchase.plans.find((plan) => plan.planId === planId);
  return (
    <section aria-labelledby={headingId} css={pageCss}>
      <StepBar current={data.step.current} total={data.step.total} />
      <h1 id={headingId}>{title}</h1>
      {chosen ? (
        <ChosenPlan plan={chosen} offer={purchase} />
      ) : (
        <>
          <p css={{ margin: 0 }}>{t('plans.lead')}</p>
          <PlanCardList
            plans={purchase.plans}
            context={{ now: purchase.now, isContractLimited: purchase.isContractLimited }}
            toPlan={toSignupPlan}
          />
        </>
      )}
      <div css={(theme) => ({ display: 'grid', [theme.mq.wide]: { justifyContent: 'start' } })}>
        <ButtonLink to={signupCompletePath} variant="secondary">
          {t('plans.skip')}
        </ButtonLink>
      </div>
    </section>
  );
}
