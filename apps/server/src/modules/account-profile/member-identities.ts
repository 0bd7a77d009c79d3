import type { UserIdentifierState } from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountIdentities } from '../../db/schema';
import type { AccountSettings } from '../store/account-settings';

declare module '../session/session-data' {
  interface SessionData {
    /** The external identity type this session logged in with; absent for a password or code login. */
    loginIdentityType?: string;
  }
}

/** Spec 000 §3 "UserIdentifier": every external identity the store offers, linked or not, in its order. */
export async function userIdentifiersOf(
  db: Db,
  accountId: string,
  offered: AccountSettings['externalIdentities'],
  loginIdentityType: string | undefined,
): Promise<UserIdentifierState[]> {
  if (offered.length === 0) return [];
  const linked = new Set(
    (
      await db
        .select({ type: accountIdentities.type })
        .from(accountIdentities)
        .where(eq(accountIdentities.accountId, accountId))
    ).map((row) => row.type),
  );
  return userIdentifierStates(offered, linked, loginIdentityType);
}

/** {@link userIdentifiersOf} from the member's linked identity types read already. */
export function userIdentifierStates(
  offered: AccountSettings['externalIdentities'],
  linked: ReadonlySet<string>,
  loginIdentityType: string | undefined,
): UserIdentifierState[] {
  return offered.map(({ type, name }) => ({
    userIdentifierType: type,
    userIdentifierName: name,
    isLinked: linked.has(type),
    isLogin: linked.has(type) && loginIdentityType === type,
  }));
}
