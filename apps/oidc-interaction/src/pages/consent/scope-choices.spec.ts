import type { OidcConsentScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { consentAnswerOf, initialChoices, scopeListsOf } from './scope-choices';

const setting = (scopeKey: string, required = false) => ({
  scopeKey,
  scopeName: scopeKey,
  scopeDescription: '',
  required,
});

const data = {
  storeScopeSettings: [setting('openid', true), setting('membership', true), setting('profile'), setting('email')],
  authorizedScopeKeys: ['profile'],
  unauthorizedScopeKeys: ['openid', 'membership', 'email', 'unknown'],
} as unknown as OidcConsentScreenData;

describe('consent scope choices', () => {
  it('splits the requested scopes into needs permission and already permitted, in the store’s order', () => {
    const lists = scopeListsOf(data);
    expect(lists.needsPermission.map((s) => s.scopeKey)).toEqual(['openid', 'membership', 'email']);
    expect(lists.alreadyPermitted.map((s) => s.scopeKey)).toEqual(['profile']);
  });

  it('starts every switch on and answers the switched-off optional scopes as refused', () => {
    const lists = scopeListsOf(data);
    expect(initialChoices(lists)).toEqual({ openid: true, membership: true, email: true });
    expect(consentAnswerOf(lists, { openid: true, membership: true, email: false })).toEqual({
      addScope: ['openid', 'membership'],
      rejectScope: ['email'],
    });
  });

  it('keeps required scopes on whatever the switches say (they are locked)', () => {
    const lists = scopeListsOf(data);
    expect(consentAnswerOf(lists, { openid: false, membership: false, email: true })).toEqual({
      addScope: ['openid', 'membership', 'email'],
      rejectScope: [],
    });
  });
});
