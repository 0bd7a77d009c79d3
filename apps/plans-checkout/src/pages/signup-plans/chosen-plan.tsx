import type { Plan, SignupPurchaseOffer } from '@vs/contract';
import { ButtonLink } from '@vs/ui';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionHeadingCss } from '../../components/page-styles';
import { PlanAction } from '../../components/plan-action';
import { PlanFacts } from '../../components/plan-facts';
import { SalesLimitBadge } from '../../components/sales-limit-badge';
import { usePlanTexts } from '../../components/use-plan-texts';
import { signupPlansPath } from './signup-plans-path';

/** The plan page's how to pay, in a chunk of its own (the step's list alone does not need it). */
const PurchaseChoice = lazy(async () => ({
  default: (await import('../../components/purchase-choice')).PurchaseChoice,
}));

export interface ChosenPlanProps {
  readonly plan: Plan;
  readonly offer: SignupPurchaseOffer;
}

/** The plan chosen on sign-up's plan step, bought the way the plan page buys (spec 000 §4 "Purchase"). */
export function ChosenPlan({ plan, offer }: ChosenPlanProps) {
  const { t } = useTranslation('plans');
  const headingId = useId();
  const texts = usePlanTexts(plan, { now: offer.now, isContractLimited: offer.isContractLimited });
  return (
    <section aria-labelledby={headingId} css={(theme) => ({ display: 'grid', gap: theme.space(4) })}>
      <h2 id={headingId} css={sectionHeadingCss}>
        {plan.planName}
      </h2>
      {texts.salesLimit === null ? null : (
        <div>
          <SalesLimitBadge kind={texts.salesLimit.kind} text={texts.salesLimit.text} />
        </div>
      )}
      <PlanFacts texts={texts} />
      {texts.availability.enabled ? (
        <Suspense fallback={null}>
          <PurchaseChoice
            plan={plan}
            submitLabel={texts.actionLabel}
            savedMethods={offer.savedPaymentMethods}
            provider={offer.paymentProvider}
            flow="signup"
          />
        </Suspense>
      ) : (
        // Not buyable (sold out, sales closed, contract limit): the disabled button says why.
        <div>
          <PlanAction
            availability={texts.availability}
            label={texts.actionLabel}
            to={signupPlansPath}
            describedBy={headingId}
          />
        </div>
      )}
      <div>
        <ButtonLink to={signupPlansPath} variant="text">
          {t('signup.chooseAnother')}
        </ButtonLink>
      </div>
    </section>
  );
}
