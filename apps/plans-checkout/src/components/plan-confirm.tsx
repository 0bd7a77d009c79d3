import { markAccountHeaderStale } from '@vs/api-client';
import type { PlanConfirmScreenData } from '@vs/contract';
import { purchasePaths, type PurchaseFlow } from '@vs/routes';
import { Button, ButtonLink } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { initialSurveyAnswers, SurveyFields, surveyAnswersOf, surveyFormSchema } from '@vs/ui/survey';
import { FormikProvider } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { purchasePlan } from '../api/purchase-api';
import { OrderSummary } from './order-summary';
import { purchaseFailures } from './purchase-failures';
import { useChallengeReturn } from './use-challenge-return';

export interface PlanConfirmProps {
  readonly data: PlanConfirmScreenData;
  /** The plan page's purchase, or sign-up's plan step's: where cancel returns and complete is. */
  readonly flow: PurchaseFlow;
  /** Sign-up's step bar, above the title. */
  readonly before?: ReactNode;
}

/**
 * The confirm step (spec 000 §4 "Purchase"): the verified order and the plan's survey; purchase goes
 * to the complete page, cancel back to where the payment was chosen. Every submit carries the
 * verify's purchase token, so a double submit makes one contract.
 */
export function PlanConfirm({ data, flow, before }: PlanConfirmProps) {
  const { plan, order, survey } = data;
  const { t } = useTranslation('plans');
  const follow = useFollow();
  const paths = purchasePaths(plan.planId, flow);
  const questions = useMemo(() => survey?.questions ?? [], [survey]);
  const schema = useMemo(() => object({ surveyAnswers: surveyFormSchema(questions) }), [questions]);
  const page = useFormPage({
    initialValues: { surveyAnswers: initialSurveyAnswers(questions) },
    validationSchema: schema,
    namespace: 'plans',
    failures: purchaseFailures,
    submit: async (values) => {
      const next = await purchasePlan(plan.planId, {
        paymentMethod: data.paymentMethod,
        campaignCode: data.campaignCode ?? '',
        purchaseToken: data.purchaseToken,
        surveyAnswers: surveyAnswersOf(questions, values.surveyAnswers),
      });
      // The account menu shows the new contract on the next page.
      markAccountHeaderStale();
      follow(next ?? paths.complete);
    },
  });
  const { formik } = page;
  const challenge = useChallengeReturn(plan.planId, data.challengeWaiting === true);
  const summary = (
    <OrderSummary
      plan={plan}
      order={order}
      paymentMethod={data.paymentMethod}
      campaignCode={data.campaignCode}
      savedMethod={data.savedPaymentMethod ?? null}
    />
  );
  if (data.challengeWaiting)
    return (
      <FormPage title={t('confirm.title')} before={before}>
        {summary}
        <p css={leadCss} role="status">
          {challenge.finishing ? t('confirm.finishing') : ''}
        </p>
        <PageAlert>{challenge.failure}</PageAlert>
        <div css={actionsCss}>
          <ButtonLink to={paths.choose} variant="secondary">
            {t('confirm.backToPlan')}
          </ButtonLink>
        </div>
      </FormPage>
    );
  return (
    <FormPage title={t('confirm.title')} before={before}>
      <p css={leadCss}>{t('confirm.lead')}</p>
      {summary}
      <FormikProvider value={formik}>
        <form {...page.formProps} css={formCss}>
          {survey && questions.length > 0 ? <SurveyFields survey={survey} /> : null}
          <PageAlert>{page.failure}</PageAlert>
          <div css={actionsCss}>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('confirm.submit')}
            </Button>
            <ButtonLink to={paths.choose} variant="secondary">
              {t('confirm.cancel')}
            </ButtonLink>
          </div>
        </form>
      </FormikProvider>
    </FormPage>
  );
}
