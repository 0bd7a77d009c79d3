import { useScreenData } from '@vs/mf';
import { isApiError } from '@vs/api-client';
import { Button } from '@vs/ui';
import {
  actionsCss,
  EmailField,
  formCss,
  FormPage,
  leadCss,
  PageAlert,
  useFailureText,
  useFollow,
  useFormPage,
} from '@vs/ui/form';
import { messages, newEmailSchema } from '@vs/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { href } from '@vs/routes';
import { sendAccountPin } from '../../api/account-email-api';
import { mypageFailures } from '../../components/failures';

/** Where the PIN page is when the answer does not say (contract: the send answers redirectTo). */
const pinCodePath = href('/mypage/email/edit/pin-code');

/** /mypage/email/edit: the new address, which gets a PIN before the change takes effect. */
export default function EmailEditPage() {
  const data = useScreenData('/mypage/email/edit');
  const { t } = useTranslation('credentials');
  const follow = useFollow();
  const failureText = useFailureText(mypageFailures);
  const schema = useMemo(() => object({ email: newEmailSchema(data.currentEmail) }), [data.currentEmail]);
  const page = useFormPage({
    initialValues: { email: '' },
    validationSchema: schema,
    namespace: 'credentials',
    failures: mypageFailures,
    submit: async ({ email }) => follow((await sendAccountPin({ email, type: 'mailEdit' })) ?? pinCodePath),
    // What concerns the address goes on its field: in use, the PIN mail failed, or a rule the server found.
    refuse: (error) => {
      if (!isApiError(error)) return undefined;
      if (error.code === 'ACCOUNT_ALREADY_EXISTS_EMAIL')
        return { fields: { email: error.fieldErrors?.['email'] ?? messages.email.alreadyInUse } };
      const email = error.code === 'MAIL_SEND_FAILED' ? failureText(error) : error.fieldErrors?.['email'];
      return email ? { fields: { email } } : undefined;
    },
  });

  return (
    <FormPage title={t('title.emailEdit')}>
      <p css={leadCss}>{t('emailEdit.lead')}</p>
      <dl
        css={(theme) => ({
          margin: 0,
          display: 'grid',
          gap: theme.space(1),
          '& dt': { fontWeight: 700 },
          '& dd': { margin: 0, overflowWrap: 'anywhere' },
        })}
      >
        <dt>{t('emailEdit.current')}</dt>
        <dd>{data.currentEmail}</dd>
      </dl>
      <form {...page.formProps} css={formCss}>
        <EmailField
          label={t('emailEdit.newEmail')}
          error={page.errorOf('email')}
          value={page.formik.values.email}
          onChange={page.handleChange}
          onBlur={page.formik.handleBlur}
        />
        <PageAlert>{page.failure}</PageAlert>
        <div css={actionsCss}>
          <Button type="submit" loading={page.formik.isSubmitting}>
            {t('emailEdit.submit')}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}
