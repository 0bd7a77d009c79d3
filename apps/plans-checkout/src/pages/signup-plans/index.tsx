import { useScreenData } from '@vs/mf';
import { usePageTitle } from '@vs/theming';
import { ButtonLink, StepBar } from '@vs/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { href } from '@vs/routes';
import { pageCss } from '../../components/page-styles';
import { plansPath } from '../../paths';

const signupCompletePath = href('/signup/complete');

/**
 * /signup/plans: the optional plan step after registration (spec 000 §4). Until the purchase flow
 * exists it offers the plan list and a way to finish without a plan.
 */
export default function SignupPlansPage() {
  const data = useScreenData('/signup/plans');
  const { t } = useTranslation('signup');
  const title = t('title.plans');
  usePageTitle(title);
  const headingId = useId();
  // A store that sells nothing right now: straight on to the completion page.
  if (!data.hasPlans) return <Navigate to={signupCompletePath} replace />;
  return (
    <section aria-labelledby={headingId} css={pageCss}>
      <StepBar current={data.step.current} total={data.step.total} />
      <h1 id={headingId}>{title}</h1>
      <p css={{ margin: 0 }}>{t('plans.lead')}</p>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(3), [theme.mq.wide]: { justifyContent: 'start' } })}>
        <ButtonLink to={plansPath}>{t('plans.toPlans')}</ButtonLink>
        <ButtonLink to={signupCompletePath} variant="secondary">
          {t('plans.skip')}
        </ButtonLink>
      </div>
    </section>
  );
}
