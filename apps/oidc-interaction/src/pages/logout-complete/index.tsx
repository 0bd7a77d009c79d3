import { FormPage, leadCss } from '@vs/ui/form';
import { useTranslation } from 'react-i18next';

/**
 * /oidc/logout/complete: the end of a logout an app asked for when the app named no address to return
 * to (the provider's post-logout page). The link is a full load: the site starts again as a guest.
 */
export default function OidcLogoutCompletePage() {
  const { t } = useTranslation('oidc');
  return (
    <FormPage title={t('title.logoutComplete')}>
      <p css={leadCss}>{t('logoutComplete.lead')}</p>
      <p css={leadCss}>
        <a href="/">{t('logoutComplete.toTop')}</a>
      </p>
    </FormPage>
  );
}
