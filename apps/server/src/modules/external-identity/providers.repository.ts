import type { UserIdentifierMethod } from '@vs/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { externalIdentityProviders, storeAccountSettings } from '../../db/schema';
import { openClientSecret, sealClientSecret } from './provider-secret';

export type ProviderRow = typeof externalIdentityProviders.$inferSelect;

/** A provider as an operator (or a seed, or a test) writes it: the secret in the clear, sealed on the way in. */
export type ProviderInput = Omit<
  typeof externalIdentityProviders.$inferInsert,
  'storeId' | 'clientSecretSealed' | 'displayOrder'
> & { readonly clientSecret: string; readonly method: UserIdentifierMethod };

/** A provider ready to be spoken to: its secret opened, for this request only (never logged, never sent). */
export type OpenedProvider = Omit<ProviderRow, 'clientSecretSealed'> & { readonly clientSecret: string };

/** The addresses of a provider the server calls or sends browsers to. */
export const providerUrlsOf = (row: ProviderUrls): string[] =>
  row.method === 'oidc'
    ? [row.issuer]
    : [row.authorizationEndpoint, row.tokenEndpoint, row.profileEndpoint].filter((url): url is string => !!url);

interface ProviderUrls {
  readonly method: UserIdentifierMethod;
  readonly issuer: string;
  readonly authorizationEndpoint?: string | null;
  readonly tokenEndpoint?: string | null;
  readonly profileEndpoint?: string | null;
}

/** Addresses of `row` that are not https: a production server refuses them (tokens and secrets travel there). */
export function insecureUrlsOf(row: ProviderUrls): string[] {
  return providerUrlsOf(row).filter((url) => {
    try {
      return new URL(url).protocol !== 'https:';
    } catch {
      return true;
    }
  });
}

export class InsecureProviderError extends Error {}

/**
 * Replaces a store's providers, in the order given, and the display list My Page and the login page
 * read (`store_account_settings.external_identities`) with their enabled ones, in one transaction:
 * the rows are the source and the list is written only from them (docs/decisions.md).
 */
export async function saveExternalProviders(
  db: Db,
  storeId: string,
  providers: readonly ProviderInput[],
  options: { readonly requireHttps: boolean },
): Promise<void> {
  if (options.requireHttps) {
    const insecure = providers.flatMap((provider) => insecureUrlsOf(provider).map((url) => `${provider.type} ${url}`));
    if (insecure.length > 0) throw new InsecureProviderError(`not https: ${insecure.join(', ')}`);
  }
  const rows = await Promise.all(
    providers.map(async ({ clientSecret, ...provider }, index) => ({
      ...provider,
      storeId,
      clientSecretSealed: await sealClientSecret(db, clientSecret),
      displayOrder: index,
    })),
  );
  const displayList = rows.filter((row) => row.enabled !== false).map(({ type, name }) => ({ type, name }));
  await db.transaction(async (tx) => {
    await tx.delete(externalIdentityProviders).where(eq(externalIdentityProviders.storeId, storeId));
    if (rows.length > 0) await tx.insert(externalIdentityProviders).values(rows);
    await tx
      .insert(storeAccountSettings)
      .values({ storeId, externalIdentities: displayList })
      .onConflictDoUpdate({ target: storeAccountSettings.storeId, set: { externalIdentities: displayList } });
  });
}

/** The store's enabled provider of this type with its secret opened, or null. */
export async function enabledProviderOf(db: Db, storeId: string, type: string): Promise<OpenedProvider | null> {
  const [row] = await db
    .select()
    .from(externalIdentityProviders)
    .where(
      and(
        eq(externalIdentityProviders.storeId, storeId),
        eq(externalIdentityProviders.type, type),
        eq(externalIdentityProviders.enabled, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { clientSecretSealed, ...provider } = row;
  return { ...provider, clientSecret: await openClientSecret(db, clientSecretSealed) };
}

/** Every enabled provider of every store whose addresses are not https, as 'store/type url' lines. */
export async function insecureEnabledProviders(db: Db): Promise<string[]> {
  const rows = await db
    .select()
    .from(externalIdentityProviders)
    .where(eq(externalIdentityProviders.enabled, true))
    .orderBy(asc(externalIdentityProviders.storeId), asc(externalIdentityProviders.displayOrder));
  return rows.flatMap((row) => insecureUrlsOf(row).map((url) => `${row.storeId}/${row.type} ${url}`));
}
