import type { MypageTopScreenData } from '@vs/contract';

/** A verified member with a password, one plan, and every optional row and link on. */
export function aMypageTop(overrides: Partial<MypageTopScreenData> = {}): MypageTopScreenData {
  return {
    contactEmail: 'taro@example.com',
    isEmailVerified: true,
    isEnabledUserId: true,
    userId: 'taro2024',
    displayName: '山田 太郎',
    registeredAt: '2024-12-31T15:30:00Z',
    isProfileImageEnabled: true,
    profileImageUrl: null,
    isEnabledPassword: true,
    passwordUpdatedAt: '2025-03-01T14:05:00Z',
    multiFactorTypes: [],
    userIdentifiers: [
      { userIdentifierType: 'google', userIdentifierName: 'Google', isLinked: true, isLogin: true },
      { userIdentifierType: 'line', userIdentifierName: 'LINE', isLinked: true, isLogin: false },
      { userIdentifierType: 'apple', userIdentifierName: 'Apple', isLinked: false, isLogin: false },
    ],
    contractedPlans: [
      { subscriptionId: 'sub-1', planId: 'plan-1', planName: 'スタンダードプラン', statusGroup: 'contracted' },
    ],
    isWithdrawalLimited: false,
    links: { newsletterConsent: true, privacyConsent: true, pinCode: true, connections: true },
    ...overrides,
  };
}
