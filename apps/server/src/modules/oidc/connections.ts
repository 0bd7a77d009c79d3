import type { AccountGrant } from '@vs/contract';
import type { Language } from '../../http/language';
import type { OidcClientRow, OidcScopeRow, StoredGrant } from './oidc.repository';

/**
 * The member's connected applications (spec 000 §3 "Account grant"): one per client, the newest
 * grant standing for it (the one consent reads, `latestGrantIdOf`), its scopes named in the store's
 * order and the member's language. A grant whose client the store no longer has is not shown: the
 * provider can issue nothing for it.
 */
export function connectionsOf(
  grants: readonly StoredGrant[],
  clients: readonly OidcClientRow[],
  scopes: readonly OidcScopeRow[],
  language: Language,
): AccountGrant[] {
  const clientById = new Map(clients.map((client) => [client.clientId, client]));
  const newest = new Map<string, StoredGrant>();
  for (const grant of grants) {
    const seen = newest.get(grant.clientId);
    if (!seen || grant.createdAt > seen.createdAt) newest.set(grant.clientId, grant);
  }
  return [...newest.values()]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .flatMap((grant) => {
      const client = clientById.get(grant.clientId);
      if (!client) return [];
      const granted = new Set(grant.scope.split(' ').filter(Boolean));
      return [
        {
          clientId: grant.clientId,
          grantId: grant.grantId,
          issuedAt: grant.createdAt.toISOString(),
          authorizedScopes: scopes
            .filter((scope) => granted.has(scope.scopeKey))
            .map((scope) => ({
              scopeName: language === 'ja' ? scope.nameJa : scope.nameEn,
              scopeDescription: language === 'ja' ? scope.descriptionJa : scope.descriptionEn,
            })),
          client: {
            client_name_ja: client.clientNameJa,
            client_name: client.clientName,
            logo_uri: client.logoUri,
            description: client.description,
            provider_name: client.providerName,
          },
        },
      ];
    });
}
