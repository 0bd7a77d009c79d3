import type { AccountGrant } from '@vs/contract';
import { formatJstDate } from '@vs/i18n';
import { useTranslation } from 'react-i18next';

/** The application's name in the page's language (spec 000 §3: client_name_ja and client_name). */
export function useAppName(): (grant: AccountGrant) => string {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (grant) => (english ? grant.client.client_name : grant.client.client_name_ja);
}

/** 'Linked on 2026/01/02' in JST. */
export function useLinkedAt(): (grant: AccountGrant) => string {
  const { t } = useTranslation('mypage');
  return (grant) => t('connections.linkedAt', { date: formatJstDate(grant.issuedAt, 'date') });
}

/**
 * The application's logo; without one, its initial on a tile of the same size so the list stays
 * aligned. Decorative: the name beside it says who it is.
 */
export function AppLogo({ grant, size }: { readonly grant: AccountGrant; readonly size: number }) {
  const name = useAppName()(grant);
  if (grant.client.logo_uri) return <img src={grant.client.logo_uri} alt="" width={size} height={size} />;
  return (
    <span
      aria-hidden="true"
      css={(theme) => ({
        display: 'inline-grid',
        placeItems: 'center',
        width: size,
        height: size,
        borderRadius: 8,
        background: theme.colors.surface,
        color: theme.colors.text,
        border: `1px solid ${theme.colors.border}`,
        fontWeight: 700,
        fontSize: size / 2.4,
      })}
    >
      {name.slice(0, 1)}
    </span>
  );
}
