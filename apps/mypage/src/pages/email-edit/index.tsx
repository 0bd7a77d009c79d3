import type { EmailScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { Button } from '@vs/ui';
import { actionsCss, EmailField, formCss, FormPage, leadCss, PageAlert, submitOrFocus, useFirstErrorFocus, useFollow, useMessage } from '@vs/ui/form';
import { messages, newEmailSchema } from '@vs/validation';
import { useFormik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { object } from 'yup';
import { sendAccountPin } from '../../api/account-email-api';
import { useSendFailureText } from '../../components/account-pin-form';
import { useFailureText } from '../../components/failure-text';

/** Where the PIN page is when the answer does not say (contract: the send answers redirectTo). */
const pinCodePath = '/mypage/email/edit/pin-code';

/** /mypage/email/edit: the new address, which gets a PIN before the change takes effect. */
export default function EmailEditPage() {
  const data = useLoaderData() as EmailScreenData;
  const { t } = useTranslation('credentials');
  const message = useMessage('credentials');
  const follow = useFollow();
  const failureText = useFailureText();
  const sendFailureText = useSendFailureText();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstErrorLater = useFirstErrorFocus(form);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => object({ email: newEmailSchema(data.currentEmail) }), [data.currentEmail]);

  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: async ({ email }) => {
      setEmailError(null);
      setFailure(null);
      try {
        follow((await sendAccountPin({ email, type: 'mailEdit' })) ?? pinCodePath);
      } catch (error) {
        if (isApiError(error) && error.code === 'ACCOUNT_ALREADY_EXISTS_EMAIL') setEmailError(error.fieldErrors?.['email'] ?? messages.email.alreadyInUse);
        else if (isApiError(error) && error.code === 'MAIL_SEND_FAILED') setEmailError(sendFailureText(error));
        else if (isApiError(error) && error.fieldErrors?.['email']) setEmailError(error.fieldErrors['email']);
        else setFailure(failureText(error));
        focusFirstErrorLater();
      }
    },
  });

  const clientError = formik.touched.email || formik.submitCount > 0 ? formik.errors.email : undefined;
  return (
    <FormPage title={t('title.emailEdit')}>
      <p css={leadCss}>{t('emailEdit.lead')}</p>
      <dl css={(theme) => ({ margin: 0, display: 'grid', gap: theme.space(1), '& dt': { fontWeight: 700 }, '& dd': { margin: 0, overflowWrap: 'anywhere' } })}>
        <dt>{t('emailEdit.current')}</dt>
        <dd>{data.currentEmail}</dd>
      </dl>
      <form
        ref={form}
        noValidate
        css={formCss}
        onSubmit={(event) => {
          event.preventDefault();
          if (!formik.isSubmitting) void submitOrFocus(formik, focusFirstErrorLater);
        }}
      >
        <EmailField
          label={t('emailEdit.newEmail')}
          error={message(clientError ?? emailError)}
          value={formik.values.email}
          onChange={(event) => {
            setEmailError(null);
            formik.handleChange(event);
          }}
          onBlur={formik.handleBlur}
        />
        <PageAlert>{failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={formik.isSubmitting}>
            {t('emailEdit.submit')}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}
