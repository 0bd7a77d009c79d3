import { PASSWORD_RESET_MAIL_DELAY_MINUTES } from '@vs/contract';
import { ButtonLink } from '@vs/ui';
import { actionsCss, FormPage, leadCss, noteCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';
import { authPaths } from '../../paths';

/** /password/forgot/complete: the link is on its way (spec 000 §9: it may take up to 15 minutes). */
export default function PasswordForgotCompletePage() {
  const { t } = useTranslation('auth');
  return (
    <FormPage title={t('title.passwordForgotComplete')}>
      <p css={leadCss}>{t('forgotComplete.body')}</p>
      <p css={noteCss}>{t('forgotComplete.delay', { minutes: PASSWORD_RESET_MAIL_DELAY_MINUTES })}</p>
      <p css={noteCss}>{t('forgotComplete.validity')}</p>
      <div css={actionsCss}>
        <ButtonLink to={authPaths.login}>{t('forgotComplete.toLogin')}</ButtonLink>
      </div>
    </FormPage>
  );
}
