import { useScreenData } from '@vs/mf';
import { isApiError } from '@vs/api-client';
import { Button } from '@vs/ui';
import { actionsCss, CheckboxField, formCss, FormPage, leadCss, PageAlert, useFollow, useFormPage } from '@vs/ui/form';
import { initialSurveyAnswers, SurveyFields, surveyAnswersOf, surveyFormSchema } from '@vs/ui/survey';
import { withdrawalConsentSchema } from '@vs/validation';
import { FormikProvider } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { href } from '@vs/routes';
import { confirmWithdrawal } from '../../api/withdraw-api';
import { mypageFailures } from '../../components/failures';
import { WithdrawBlocked } from './withdraw-blocked';

/** Where the PIN page is when the answer does not say (contract: the confirm answers redirectTo). */
const pinCodePath = href('/withdraw/pin-code');

/** /withdraw: what withdrawal means, the store's survey and the consent; a PIN is mailed next. */
export default function WithdrawPage() {
  const data = useScreenData('/withdraw');
  const { t } = useTranslation('credentials');
  const follow = useFollow();
  const [blocked, setBlocked] = useState(false);
  const questions = useMemo(() => data.survey?.questions ?? [], [data.survey]);
  const schema = useMemo(
    () => object({ consent: withdrawalConsentSchema(), surveyAnswers: surveyFormSchema(questions) }),
    [questions],
  );
  const page = useFormPage({
    initialValues: { consent: false, surveyAnswers: initialSurveyAnswers(questions) },
    validationSchema: schema,
    namespace: 'credentials',
    failures: mypageFailures,
    submit: async (values) =>
      follow(
        (await confirmWithdrawal({
          consent: values.consent,
          surveyAnswers: surveyAnswersOf(questions, values.surveyAnswers),
        })) ?? pinCodePath,
      ),
    refuse: (error) => {
      if (!isApiError(error) || error.code !== 'WITHDRAWAL_BLOCKED') return undefined;
      setBlocked(true);
      return {};
    },
  });
  const { formik } = page;

  if (data.isUnderContract || blocked) {
    return (
      <FormPage title={t('title.withdraw')}>
        <WithdrawBlocked announce={blocked} />
      </FormPage>
    );
  }

  return (
    <FormPage title={t('title.withdraw')}>
      <div css={(theme) => ({ display: 'grid', gap: theme.space(2) })}>
        <p css={leadCss}>{t('withdraw.lead')}</p>
        <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space(5), display: 'grid', gap: theme.space(1) })}>
          <li>{t('withdraw.irreversible')}</li>
          <li>{t('withdraw.dataRemoved')}</li>
          <li>{t('withdraw.pinNext')}</li>
        </ul>
      </div>
      <FormikProvider value={formik}>
        <form {...page.formProps} css={formCss}>
          {data.survey && questions.length > 0 ? <SurveyFields survey={data.survey} /> : null}
          <CheckboxField
            name="consent"
            label={t('withdraw.consent')}
            checked={formik.values.consent}
            onChange={(event) => {
              void formik.setFieldValue('consent', event.target.checked);
              void formik.setFieldTouched('consent', true, false);
            }}
            error={page.errorOf('consent')}
            emphasized
          />
          <PageAlert>{page.failure}</PageAlert>
          <div css={actionsCss}>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('withdraw.submit')}
            </Button>
          </div>
        </form>
      </FormikProvider>
    </FormPage>
  );
}
