import type { WithdrawScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button } from '@vs/ui';
import { actionsCss, formCss, FormPage, leadCss, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage } from '@vs/ui/form';
import { initialSurveyAnswers, SurveyFields, surveyAnswersOf, surveyFormSchema } from '@vs/ui/survey';
import { withdrawalConsentSchema } from '@vs/validation';
import { FormikProvider, useFormik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { object } from 'yup';
import { confirmWithdrawal } from '../../api/withdraw-api';
import { CheckboxField } from '../../components/checkbox-field';
import { useFailureText } from '../../components/failure-text';
import { WithdrawBlocked } from './withdraw-blocked';

/** Where the PIN page is when the answer does not say (contract: the confirm answers redirectTo). */
const pinCodePath = '/withdraw/pin-code';

/** /withdraw: what withdrawal means, the store's survey and the consent; a PIN is mailed next. */
export default function WithdrawPage() {
  const data = useLoaderData() as WithdrawScreenData;
  const { t } = useTranslation('credentials');
  const message = useMessage('credentials');
  const follow = useFollow();
  const failureText = useFailureText();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const [blocked, setBlocked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const questions = useMemo(() => data.survey?.questions ?? [], [data.survey]);
  const schema = useMemo(() => object({ consent: withdrawalConsentSchema(), surveyAnswers: surveyFormSchema(questions) }), [questions]);

  const formik = useFormik({
    initialValues: { consent: false, surveyAnswers: initialSurveyAnswers(questions) },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        follow((await confirmWithdrawal({ consent: values.consent, surveyAnswers: surveyAnswersOf(questions, values.surveyAnswers) })) ?? pinCodePath);
      } catch (error) {
        if (isApiError(error) && error.code === 'WITHDRAWAL_BLOCKED') {
          setBlocked(true);
          return;
        }
        setFailure(failureText(error));
      }
    },
  });

  if (data.isUnderContract || blocked) {
    return (
      <FormPage title={t('title.withdraw')}>
        <WithdrawBlocked announce={blocked} />
      </FormPage>
    );
  }

  const consentError = formik.touched.consent || formik.submitCount > 0 ? formik.errors.consent : undefined;
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
        <form
          ref={form}
          noValidate
          css={formCss}
          onSubmit={(event) => {
            event.preventDefault();
            if (!formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
          }}
        >
          {data.survey && questions.length > 0 ? <SurveyFields survey={data.survey} /> : null}
          <CheckboxField
            name="consent"
            label={t('withdraw.consent')}
            checked={formik.values.consent}
            onChange={(event) => {
              void formik.setFieldValue('consent', event.target.checked);
              void formik.setFieldTouched('consent', true, false);
            }}
            error={message(consentError)}
          />
          <PageAlert>{failure}</PageAlert>
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
