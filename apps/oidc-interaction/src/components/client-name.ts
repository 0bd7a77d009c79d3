import type { OidcClientInfo } from '@vs/contract';
import { useTranslation } from 'react-i18next';

/** The client's name in the page's language (spec 000 §3: client_name_ja and client_name). */
export function useClientName(client: OidcClientInfo): string {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('en') ? client.clientName : client.clientNameJa;
}
