import type { OidcClientInfo } from '@vs/contract';
import { VisuallyHidden } from '@vs/ui';
import { useTranslation } from 'react-i18next';
import { useClientName } from './client-name';

/** Who is asking: logo, name, provider, description, terms and privacy links (spec 000 §3 "OIDC consent"). */
export function ClientCard({ client }: { readonly client: OidcClientInfo }) {
  const { t } = useTranslation('oidc');
  const name = useClientName(client);
  const links = [
    [client.tosUri, t('client.terms')],
    [client.privacyUri, t('client.privacy')],
  ].filter((link): link is [string, string] => Boolean(link[0]));
  return (
    <section
      aria-label={name}
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: client.logoUri ? '56px 1fr' : '1fr',
        gap: theme.space(3),
        alignItems: 'start',
        padding: theme.space(4),
        border: `1px solid ${theme.colors.border}`,
        borderRadius: 8,
      })}
    >
      {client.logoUri ? <img src={client.logoUri} alt="" width={56} height={56} /> : null}
      <div>
        <p css={{ margin: 0, fontWeight: 700, fontSize: '1.125rem' }} data-testid="client-name">
          {name}
        </p>
        {client.providerName ? (
          <p css={{ margin: '4px 0 0' }}>
            {t('client.provider')}: {client.providerName}
          </p>
        ) : null}
        {client.description ? <p css={{ margin: '8px 0 0' }}>{client.description}</p> : null}
        {links.length > 0 ? (
          <p css={{ margin: '8px 0 0', display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            {links.map(([href, label]) => (
              <a key={href} href={href} target="_blank" rel="noopener noreferrer">
                {label}
                <VisuallyHidden>{t('client.opensInNewTab')}</VisuallyHidden>
              </a>
            ))}
          </p>
        ) : null}
      </div>
    </section>
  );
}
