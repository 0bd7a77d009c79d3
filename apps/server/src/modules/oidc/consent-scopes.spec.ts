import { describe, expect, it } from 'vitest';
import { decideConsent, scopesAfterConsent, splitScopes } from './consent-scopes';

const known = ['openid', 'membership', 'profile', 'email', 'offline_access'];
const required = new Set(['openid', 'membership']);

describe('splitScopes', () => {
  it('asks for every known requested scope when nothing was granted', () => {
    expect(splitScopes('openid profile email membership', undefined, known)).toEqual({
      requested: ['openid', 'profile', 'email', 'membership'],
      authorized: [],
      unauthorized: ['openid', 'profile', 'email', 'membership'],
    });
  });

  it('shows what the member already permitted and asks only for the new scopes', () => {
    expect(splitScopes('openid profile email', ['email'], known)).toEqual({
      requested: ['openid', 'profile', 'email'],
      authorized: ['openid', 'profile'],
      unauthorized: ['email'],
    });
  });

  it('drops unknown and repeated scopes', () => {
    expect(splitScopes('openid admin openid', ['openid'], known).requested).toEqual(['openid']);
  });
});

describe('decideConsent', () => {
  const split = splitScopes('openid membership profile email', undefined, known);

  it('grants what is allowed and refuses the rest', () => {
    expect(decideConsent(split, required, ['openid', 'membership', 'profile'], ['email'])).toEqual({
      kind: 'grant',
      grant: ['openid', 'membership', 'profile'],
      reject: ['email'],
    });
  });

  it('refuses an asked scope the answer does not name', () => {
    expect(decideConsent(split, required, ['openid', 'membership'], [])).toMatchObject({
      grant: ['openid', 'membership'],
      reject: ['profile', 'email'],
    });
  });

  it('never lets a required scope be refused (it is locked on)', () => {
    expect(decideConsent(split, required, ['openid', 'profile'], ['membership']).kind).toBe('refused');
    expect(decideConsent(split, required, ['profile'], []).kind).toBe('refused');
  });

  it('refuses scopes that were not asked, or both allowed and refused', () => {
    expect(decideConsent(split, required, ['openid', 'membership', 'admin'], []).kind).toBe('refused');
    expect(decideConsent(split, required, ['openid', 'membership', 'email'], ['email']).kind).toBe('refused');
    const second = splitScopes('openid membership email', ['email'], known);
    expect(decideConsent(second, required, ['openid', 'membership', 'email'], []).kind).toBe('refused');
  });
});

describe('scopesAfterConsent', () => {
  it('clears an earlier refusal of a scope allowed now, and an earlier permission of a scope refused now', () => {
    const before = { granted: ['openid', 'profile'], rejected: ['email'] };
    expect(scopesAfterConsent(before, { grant: ['openid', 'email'], reject: ['profile'] })).toEqual({
      granted: ['openid', 'email'],
      rejected: ['profile'],
    });
  });

  it('keeps what the answer did not ask', () => {
    expect(
      scopesAfterConsent(
        { granted: ['openid', 'membership'], rejected: ['email'] },
        { grant: ['profile'], reject: [] },
      ),
    ).toEqual({ granted: ['openid', 'membership', 'profile'], rejected: ['email'] });
  });
});
