import { markAccountHeaderStale } from '@vs/api-client';
import { useScreenData } from '@vs/mf';
import { Button, ButtonLink } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { initialSurveyAnswers, SurveyFields, surveyAnswersOf, surveyFormSchema } from '@vs/ui/survey';
import { FormikProvider } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { purchasePlan } from '../../api/purchase-api';
import { purchaseFailures } from '../../components/purchase-failures';
import { toPlanComplete, toPlanDetail } from '../../paths';
import { OrderSummary } from './order-summary';
import { useChallengeReturn } from './use-challenge-return';

/**
 * /plans/{planId}/confirm: the verified order and the plan's survey; purchase goes to the complete
 * page, cancel back to the plan page (spec 000 §4 "Purchase"). Every submit carries the verify's
 * purchase token, so a double submit makes one contract.
 */
export default function PlanConfirmPage() {
  const data = useScreenData('/plans/:planId/confirm');
  const { plan, order, survey } = data;
  const { t } = useTranslation('plans');
  const follow = useFollow();
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
      follow(next ?? toPlanComplete(plan.planId));
    },
  });
  const { formik } = page;
  const challenge = useChallengeReturn(plan.planId, data.challengeWaiting === true);
  if (data.challengeWaiting)
    return (
      <FormPage title={t('confirm.title')}>
        <OrderSummary
          plan={plan}
          order={order}
          paymentMethod={data.paymentMethod}
          campaignCode={data.campaignCode}
          savedMethod={data.savedPaymentMethod ?? null}
        />
        <p css={leadCss} role="status">
          {challenge.finishing ? t('confirm.finishing') : ''}
        </p>
        <PageAlert>{challenge.failure}</PageAlert>
        <div css={actionsCss}>
          <ButtonLink to={toPlanDetail(plan.planId)} variant="secondary">
            {t('confirm.backToPlan')}
          </ButtonLink>
        </div>
      </FormPage>
    );
  return (
    <FormPage title={t('confirm.title')}>
      <p css={leadCss}>{t('confirm.lead')}</p>
      <OrderSummary
        plan={plan}
        order={order}
        paymentMethod={data.paymentMethod}
        campaignCode={data.campaignCode}
        savedMethod={data.savedPaymentMethod ?? null}
      />
      <FormikProvider value={formik}>
        <form {...page.formProps} css={formCss}>
          {survey && questions.length > 0 ? <SurveyFields survey={survey} /> : null}
          <PageAlert>{page.failure}</PageAlert>
          <div css={actionsCss}>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('confirm.submit')}
            </Button>
            <ButtonLink to={toPlanDetail(plan.planId)} variant="secondary">
              {t('confirm.cancel')}
            </ButtonLink>
          </div>
        </form>
      </FormikProvider>
    </FormPage>
  );
}
