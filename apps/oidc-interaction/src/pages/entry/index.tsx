import { Spinner } from '@vs/ui';
import { useTranslation } from 'react-i18next';

/**
 * `/oidc`, `/oidc/loginInteraction`, `/oidc/selectAccountInteraction`: where the provider sends the
 * browser. Their screen data always redirects (to login, consent or account choice, or back to the
 * provider), so this shows only while the next page loads.
 */
export default function OidcEntryPage() {
  const { t } = useTranslation('oidc');
  return <Spinner block label={t('entry.loading')} />;
}
