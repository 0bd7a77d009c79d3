import { useScreenData } from '@vs/mf';
import { usePageTitle } from '@vs/theming';
import { ButtonLink } from '@vs/ui';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCss, sectionHeadingCss } from '../../components/page-styles';
import { PlanAction } from '../../components/plan-action';
import { PlanFacts } from '../../components/plan-facts';
import { SalesLimitBadge } from '../../components/sales-limit-badge';
import { TestVideoSection } from '../../components/test-video/test-video-section';
import { usePlanTexts } from '../../components/use-plan-texts';
import { plansPath, toPlanConfirm } from '../../paths';
import { PlanDescription } from './plan-description';
import { SalesPeriod } from './sales-period';

/**
 * How to pay is a member's part only: a chunk of its own, so a guest's first visit does not load its
 * forms and payment texts (the page's JS budget).
 */
const PurchaseChoice = lazy(async () => ({
  default: (await import('../../components/purchase-choice')).PurchaseChoice,
}));

/** /plans/{planId}: the whole plan and its contract button; an unknown id never gets here (404). */
export default function PlanDetailPage() {
  const {
    plan,
    isContracted,
    isContractLimited,
    isMember = false,
    savedPaymentMethods = [],
    paymentProvider = null,
    now,
  } = useScreenData('/plans/:planId');
  const { t } = useTranslation('plans');
  usePageTitle(plan.planName);
  const headingId = useId();
  const descriptionId = useId();
  const texts = usePlanTexts(plan, { now, isContractLimited, isContracted });
  return (
    <article aria-labelledby={headingId} css={pageCss}>
      <div>
        <ButtonLink to={plansPath} variant="text">
          {t('detail.back')}
        </ButtonLink>
      </div>
      <h1 id={headingId}>{plan.planName}</h1>
      {texts.salesLimit === null ? null : (
        <div>
          <SalesLimitBadge kind={texts.salesLimit.kind} text={texts.salesLimit.text} />
        </div>
      )}
      <PlanFacts texts={texts} />
      <SalesPeriod plan={plan} />
      {isMember && texts.availability.enabled ? (
        // A member chooses how to pay here; the verify call leads on to the confirm page.
        <Suspense fallback={null}>
          <PurchaseChoice
            plan={plan}
            submitLabel={texts.actionLabel}
            savedMethods={savedPaymentMethods}
            provider={paymentProvider}
          />
        </Suspense>
      ) : (
        // A guest's button leads through the login (or its sign-up link) back to this plan.
        <div css={(theme) => ({ display: 'grid', [theme.mq.wide]: { justifyContent: 'start' } })}>
          <PlanAction
            availability={texts.availability}
            label={texts.actionLabel}
            to={toPlanConfirm(plan.planId)}
            describedBy={headingId}
          />
        </div>
      )}
      <section aria-labelledby={descriptionId}>
        <h2 id={descriptionId} css={sectionHeadingCss}>
          {t('detail.descriptionHeading')}
        </h2>
        <PlanDescription markup={plan.planDescription} />
      </section>
      <TestVideoSection />
    </article>
  );
}
