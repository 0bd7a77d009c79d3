import type { OidcConsentScreenData, OidcScopeSetting } from '@vs/contract';

export interface ScopeLists {
  /** Requested scopes needing permission now, each with its switch. */
  readonly needsPermission: readonly OidcScopeSetting[];
  /** Requested scopes the member already permitted this client. */
  readonly alreadyPermitted: readonly OidcScopeSetting[];
}

/** The two lists of the consent page, in the store's order; keys the store does not describe are left out. */
export function scopeListsOf(data: OidcConsentScreenData): ScopeLists {
  const pick = (keys: readonly string[]) =>
    data.storeScopeSettings.filter((setting) => keys.includes(setting.scopeKey));
  return { needsPermission: pick(data.unauthorizedScopeKeys), alreadyPermitted: pick(data.authorizedScopeKeys) };
}

/** Every switch starts on (spec 000 §2 "OIDC consent"). */
export function initialChoices(lists: ScopeLists): Record<string, boolean> {
  return Object.fromEntries(lists.needsPermission.map((setting) => [setting.scopeKey, true]));
}

/** The answer: required scopes always allowed (locked on), the others as switched. */
export function consentAnswerOf(
  lists: ScopeLists,
  choices: Readonly<Record<string, boolean>>,
): { addScope: string[]; rejectScope: string[] } {
  const allowed = (setting: OidcScopeSetting) => setting.required || choices[setting.scopeKey] !== false;
  return {
    addScope: lists.needsPermission.filter(allowed).map((setting) => setting.scopeKey),
    rejectScope: lists.needsPermission.filter((setting) => !allowed(setting)).map((setting) => setting.scopeKey),
  };
}
