import type { OidcScopeSetting } from '@vs/contract';
import type { Language } from '../../http/language';
import type { OidcScopeRow } from './oidc.repository';

export interface ScopeSplit {
  /** The requested scopes the store knows, in the client's order. */
  readonly requested: readonly string[];
  /** Already permitted to this client: shown, not asked. */
  readonly authorized: readonly string[];
  /** Needing the member's permission now. */
  readonly unauthorized: readonly string[];
}

/**
 * Splits the requested scopes (the `scope` parameter) by what the provider says is missing from the
 * member's grant for this client. Unknown scopes are never shown (the provider ignores them too).
 */
export function splitScopes(
  scopeParam: string | undefined,
  missing: readonly string[] | undefined,
  known: readonly string[],
): ScopeSplit {
  const requested = [...new Set((scopeParam ?? '').split(' ').filter((scope) => known.includes(scope)))];
  const missingSet = new Set(missing ?? requested);
  return {
    requested,
    authorized: requested.filter((scope) => !missingSet.has(scope)),
    unauthorized: requested.filter((scope) => missingSet.has(scope)),
  };
}

export function scopeSettingsOf(rows: readonly OidcScopeRow[], language: Language): OidcScopeSetting[] {
  return rows.map((row) => ({
    scopeKey: row.scopeKey,
    scopeName: language === 'ja' ? row.nameJa : row.nameEn,
    scopeDescription: language === 'ja' ? row.descriptionJa : row.descriptionEn,
    required: row.required,
  }));
}

export type ConsentDecision =
  | { readonly kind: 'grant'; readonly grant: readonly string[]; readonly reject: readonly string[] }
  | { readonly kind: 'refused'; readonly reason: string };

/**
 * What the member's answer means: only the scopes that were asked may be allowed or refused, a
 * required scope can't be refused, and an asked scope the answer does not name is refused (nothing
 * is granted that the member did not allow).
 */
export function decideConsent(
  split: ScopeSplit,
  required: ReadonlySet<string>,
  addScope: readonly string[],
  rejectScope: readonly string[],
): ConsentDecision {
  const asked = new Set(split.unauthorized);
  const named = [...addScope, ...rejectScope];
  if (named.some((scope) => !asked.has(scope))) return { kind: 'refused', reason: 'a scope that was not asked' };
  if (addScope.some((scope) => rejectScope.includes(scope)))
    return { kind: 'refused', reason: 'a scope both allowed and refused' };
  const grant = split.unauthorized.filter((scope) => addScope.includes(scope));
  const missingRequired = split.unauthorized.filter((scope) => required.has(scope) && !grant.includes(scope));
  if (missingRequired.length > 0)
    return { kind: 'refused', reason: `required scope refused: ${missingRequired.join(' ')}` };
  return { kind: 'grant', grant, reject: split.unauthorized.filter((scope) => !grant.includes(scope)) };
}

/**
 * A grant's scopes after the member's answer: the answer is the whole new decision for what it
 * asked, so a scope allowed now leaves the earlier refusals and a scope refused now leaves the
 * earlier permissions; what the answer did not ask stays as it was.
 */
export function scopesAfterConsent(
  before: { readonly granted: readonly string[]; readonly rejected: readonly string[] },
  decision: { readonly grant: readonly string[]; readonly reject: readonly string[] },
): { granted: string[]; rejected: string[] } {
  const allowedNow = new Set(decision.grant);
  const refusedNow = new Set(decision.reject);
  return {
    granted: [...new Set([...before.granted.filter((scope) => !refusedNow.has(scope)), ...decision.grant])],
    rejected: [...new Set([...before.rejected.filter((scope) => !allowedNow.has(scope)), ...decision.reject])],
  };
}
