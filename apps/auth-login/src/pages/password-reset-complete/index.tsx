import { ButtonLink } from '@vs/ui';
import { actionsCss, FormPage, leadCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { authPaths } from '../../paths';

/** /password/reset/complete: the new password is set; the member logs in with it. */
export default function PasswordResetCompletePage() {
  const { t } = useTranslation('auth');
  return (
    <FormPage title={t('title.passwordResetComplete')}>
      <p css={leadCss}>{t('resetComplete.body')}</p>
      <div css={actionsCss}>
        <ButtonLink to={authPaths.login}>{t('resetComplete.toLogin')}</ButtonLink>
      </div>
    </FormPage>
  );
}
