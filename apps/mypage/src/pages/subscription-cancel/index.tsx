import { useScreenData } from '@vs/mf';
import { Button, ButtonLink } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { initialSurveyAnswers, SurveyFields, surveyAnswersOf, surveyFormSchema } from '@vs/ui/survey';
import { FormikProvider } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { cancelSubscription } from '../../api/subscription-api';
import { dayText } from '../../components/subscription-card';
import { subscriptionFailures } from '../../components/subscription-failures';
import { subscriptionPaths } from '../../paths';

/**
 * /mypage/subscription/{id}/cancel: the confirmation (spec 000 §4 "Cancellation flow"): until when the
 * plan stays usable, the plan's survey (the shared schema, as the server checks it), then the cancel call.
 */
export default function SubscriptionCancelPage() {
  const { subscription: s } = useScreenData('/mypage/subscription/:subscriptionId/cancel');
  const { t } = useTranslation('subscription');
  const follow = useFollow();
  const questions = useMemo(() => s.survey?.questions ?? [], [s.survey]);
  const schema = useMemo(() => object({ surveyAnswers: surveyFormSchema(questions) }), [questions]);
  const page = useFormPage({
    initialValues: { surveyAnswers: initialSurveyAnswers(questions) },
    validationSchema: schema,
    namespace: 'subscription',
    failures: subscriptionFailures,
    submit: async (values) =>
      follow(
        (await cancelSubscription(s.subscriptionId, surveyAnswersOf(questions, values.surveyAnswers))) ??
          subscriptionPaths.cancelComplete(s.subscriptionId),
      ),
  });
  const lastDay = s.endDate;

  return (
    <FormPage title={t('cancel.title')}>
      <p css={leadCss}>
        {lastDay
          ? t('cancel.lead', { plan: s.planName, date: dayText(lastDay) })
          : t('cancel.leadNoDate', { plan: s.planName })}
      </p>
      <FormikProvider value={page.formik}>
        <form {...page.formProps} css={formCss}>
          {s.survey && questions.length > 0 ? <SurveyFields survey={s.survey} /> : null}
          <PageAlert>{page.failure}</PageAlert>
          <div css={actionsCss}>
            <Button type="submit" loading={page.formik.isSubmitting}>
              {t('cancel.submit')}
            </Button>
            <ButtonLink to={subscriptionPaths.detail(s.subscriptionId)} variant="secondary">
              {t('cancel.back')}
            </ButtonLink>
          </div>
        </form>
      </FormikProvider>
    </FormPage>
  );
}
