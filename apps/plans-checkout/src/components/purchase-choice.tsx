import { isApiError } from '@vs/api-client';
import type { PaymentProviderSettings, Plan, SavedPaymentMethod } from '@vs/contract';
import { href, purchasePaths, type PurchaseFlow } from '@vs/routes';
import { Button, ButtonLink, FormField, RadioGroup, TextInput } from '@vs/ui';
import { actionsCss, formCss, leadCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { CardFields, initialCardValues, refuseCardToken, tokenizeCard } from '@vs/ui/payment-card';
import {
  CAMPAIGN_CODE_MAX,
  CAMPAIGN_CODE_PAYMENT_METHOD,
  CARD_PAYMENT_METHOD,
  purchaseChoiceSchema,
} from '@vs/validation';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { registerPlanCard } from '../api/card-api';
import { verifyPurchase } from '../api/purchase-api';
import { cardRefusalKey } from './card-failures';
import { sectionHeadingCss } from './page-styles';
import { useCardChallengeReturn } from './use-card-challenge-return';
import { useMethodLabel } from './use-method-label';
import { purchaseFailures } from './purchase-failures';

export interface PurchaseChoiceProps {
  readonly plan: Plan;
  /** The plan's action wording ('Get this plan', 'Start 7-day free trial'), on the submit button. */
  readonly submitLabel: string;
  /** The member's saved payment methods, offered before the campaign code. */
  readonly savedMethods: readonly SavedPaymentMethod[];
  /** The provider's scripts for a new card; null when the store has no provider (no new card then). */
  readonly provider: PaymentProviderSettings | null;
  /** Chosen on the plan page, or on sign-up's plan step (whose confirm page follows; a challenge returns there). */
  readonly flow?: PurchaseFlow;
}

/**
 * The plan page's "how to pay" step (spec 000 §4 "Purchase": plan and payment selection, then the
 * verify call): a saved payment method, a new card, or the campaign code, whose choice reveals its
 * fields. A new card goes to the provider's script, its token becomes a saved method (after the
 * provider's 3-D Secure page when the card asks for it), and the purchase pays with that method.
 */
export function PurchaseChoice({ plan, submitLabel, savedMethods, provider, flow = 'plan' }: PurchaseChoiceProps) {
  const { t } = useTranslation('plans');
  const methodLabel = useMethodLabel();
  const follow = useFollow();
  const headingId = useId();
  const schema = useMemo(() => purchaseChoiceSchema(), []);
  const { planId } = plan;
  const signup = flow === 'signup';
  const payWith = useCallback(
    async (paymentMethod: string, campaignCode = '') =>
      follow(
        (await verifyPurchase(planId, { paymentMethod, campaignCode, ...(signup ? { signup } : {}) })) ??
          purchasePaths(planId, flow).confirm,
      ),
    [follow, planId, flow, signup],
  );
  const challengeReturn = useCardChallengeReturn(payWith);
  const page = useFormPage({
    initialValues: { paymentMethod: '', campaignCode: '', ...initialCardValues },
    validationSchema: schema,
    namespace: 'plans',
    failures: purchaseFailures,
    submit: async (values) => {
      if (values.paymentMethod !== CARD_PAYMENT_METHOD) return payWith(values.paymentMethod, values.campaignCode);
      const step = await registerPlanCard(planId, await tokenizeCard(provider, values), signup);
      if (step.kind === 'saved') return payWith(step.accountPaymentMethodId);
      follow(step.to);
      // The browser is leaving for the provider's 3-D Secure page: keep the button busy until it does.
      await new Promise<never>(() => undefined);
    },
    refuse: (error) => {
      const card = cardRefusalKey(error);
      if (card) return { failure: card };
      if (isApiError(error) && error.code === 'VALIDATION_ERROR' && error.fieldErrors)
        return { fields: error.fieldErrors };
      return refuseCardToken(error);
    },
  });
  const { formik } = page;
  const byCode = formik.values.paymentMethod === CAMPAIGN_CODE_PAYMENT_METHOD;
  const byNewCard = formik.values.paymentMethod === CARD_PAYMENT_METHOD;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} css={sectionHeadingCss}>
        {t('purchase.heading')}
      </h2>
      {challengeReturn.finishing ? (
        <p role="status" css={leadCss}>
          {t('payment:add.challengeFinishing')}
        </p>
      ) : null}
      <PageAlert>{challengeReturn.failure}</PageAlert>
      <form {...page.formProps} css={formCss} aria-labelledby={headingId}>
        <RadioGroup
          name="paymentMethod"
          legend={t('purchase.methodLegend')}
          required
          options={[
            ...savedMethods.map((method) => ({ value: method.accountPaymentMethodId, label: methodLabel(method) })),
            ...(provider ? [{ value: CARD_PAYMENT_METHOD, label: t('purchase.newCard') }] : []),
            { value: CAMPAIGN_CODE_PAYMENT_METHOD, label: t('purchase.campaignCode') },
          ]}
          value={formik.values.paymentMethod}
          onChange={(value) => {
            page.setServerError('paymentMethod', null);
            void formik.setFieldValue('paymentMethod', value);
          }}
          error={page.errorOf('paymentMethod')}
        />
        {byNewCard ? <CardFields formik={formik} errorOf={page.errorOf} onChange={page.handleChange} /> : null}
        {byCode ? (
          <FormField
            label={t('purchase.campaignCodeLabel')}
            hint={t('purchase.campaignCodeHint')}
            required
            error={page.errorOf('campaignCode')}
          >
            {(control) => (
              <TextInput
                {...control}
                name="campaignCode"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={CAMPAIGN_CODE_MAX}
                value={formik.values.campaignCode}
                onChange={page.handleChange}
                onBlur={formik.handleBlur}
              />
            )}
          </FormField>
        ) : null}
        <p>
          {/* My Page's completion leads back here (the server keeps the plan, checked, in the session). */}
          <ButtonLink
            to={href('/mypage/payment-method', undefined, { plan: planId, ...(signup ? { flow: 'signup' } : {}) })}
            variant="text"
          >
            {t(savedMethods.length === 0 ? 'purchase.addFirstMethod' : 'purchase.addMethod')}
          </ButtonLink>
        </p>
        <PageAlert>{page.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={formik.isSubmitting || challengeReturn.finishing}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
