import { isApiError } from '@vs/api-client';
import type { Plan, SavedPaymentMethod } from '@vs/contract';
import { href } from '@vs/routes';
import { Button, ButtonLink, FormField, RadioGroup, TextInput } from '@vs/ui';
import { actionsCss, formCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { CAMPAIGN_CODE_MAX, CAMPAIGN_CODE_PAYMENT_METHOD, purchasePaymentSchema } from '@vs/validation';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyPurchase } from '../api/purchase-api';
import { toPlanConfirm } from '../paths';
import { sectionHeadingCss } from './page-styles';
import { useMethodLabel } from './use-method-label';
import { purchaseFailures } from './purchase-failures';

export interface PurchaseChoiceProps {
  readonly plan: Plan;
  /** The plan's action wording ('Get this plan', 'Start 7-day free trial'), on the submit button. */
  readonly submitLabel: string;
  /** The member's saved payment methods, offered before the campaign code. */
  readonly savedMethods: readonly SavedPaymentMethod[];
}

/**
 * The plan page's "how to pay" step (spec 000 §4 "Purchase": plan and payment selection, then the
 * verify call): a saved payment method, or the campaign code, whose choice reveals its field. A new
 * method is registered on My Page's payment-method page (the provider's scripts run there only).
 */
export function PurchaseChoice({ plan, submitLabel, savedMethods }: PurchaseChoiceProps) {
  const { t } = useTranslation('plans');
  const methodLabel = useMethodLabel();
  const follow = useFollow();
  const headingId = useId();
  const schema = useMemo(() => purchasePaymentSchema(), []);
  const page = useFormPage({
    initialValues: { paymentMethod: '', campaignCode: '' },
    validationSchema: schema,
    namespace: 'plans',
    failures: purchaseFailures,
    submit: async (values) => follow((await verifyPurchase(plan.planId, values)) ?? toPlanConfirm(plan.planId)),
    refuse: (error) =>
      isApiError(error) && error.code === 'VALIDATION_ERROR' && error.fieldErrors
        ? { fields: error.fieldErrors }
        : undefined,
  });
  const { formik } = page;
  const byCode = formik.values.paymentMethod === CAMPAIGN_CODE_PAYMENT_METHOD;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} css={sectionHeadingCss}>
        {t('purchase.heading')}
      </h2>
      <form {...page.formProps} css={formCss} aria-labelledby={headingId}>
        <RadioGroup
          name="paymentMethod"
          legend={t('purchase.methodLegend')}
          required
          options={[
            ...savedMethods.map((method) => ({ value: method.accountPaymentMethodId, label: methodLabel(method) })),
            { value: CAMPAIGN_CODE_PAYMENT_METHOD, label: t('purchase.campaignCode') },
          ]}
          value={formik.values.paymentMethod}
          onChange={(value) => {
            page.setServerError('paymentMethod', null);
            void formik.setFieldValue('paymentMethod', value);
          }}
          error={page.errorOf('paymentMethod')}
        />
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
          <ButtonLink to={href('/mypage/payment-method')} variant="text">
            {t(savedMethods.length === 0 ? 'purchase.addFirstMethod' : 'purchase.addMethod')}
          </ButtonLink>
        </p>
        <PageAlert>{page.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={formik.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
