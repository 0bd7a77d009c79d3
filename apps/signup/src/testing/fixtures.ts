import type {
  PolicyView,
  SignupEmailScreenData,
  SignupFormScreenData,
  SignupPinCodeScreenData,
  SignupPolicyScreenData,
} from '@vs/contract';
import { someSettings } from '@vs/ui/testing';

export function aPolicy(overrides: Partial<PolicyView> = {}): PolicyView {
  return {
    policyId: 'terms-1',
    revision: 3,
    key: 'terms',
    title: '利用規約',
    isExternal: false,
    dataSource: null,
    renderData: '<h2>第1条</h2><p>本規約は…</p>',
    ...overrides,
  };
}

export function aPolicyStep(overrides: Partial<SignupPolicyScreenData> = {}): SignupPolicyScreenData {
  return {
    step: { current: 1, total: 4 },
    policies: [
      aPolicy(),
      aPolicy({
        policyId: 'privacy-1',
        revision: 1,
        key: 'privacy',
        title: 'プライバシーポリシー',
        isExternal: true,
        dataSource: 'https://example.com/privacy',
        renderData: null,
      }),
    ],
    ...overrides,
  };
}

export function anEmailStep(overrides: Partial<SignupEmailScreenData> = {}): SignupEmailScreenData {
  return { step: { current: 2, total: 4 }, email: null, policies: [], ...overrides };
}

export function aPinCodeStep(overrides: Partial<SignupPinCodeScreenData> = {}): SignupPinCodeScreenData {
  return { step: { current: 2, total: 4 }, email: 'taro@example.com', resendAvailableInSeconds: 30, ...overrides };
}

/** A store that uses the shared test settings' fields, without user IDs; tests narrow the rules they are about. */
export function aFormStep(overrides: Partial<SignupFormScreenData> = {}): SignupFormScreenData {
  return {
    step: { current: 3, total: 4 },
    email: 'taro@example.com',
    withPassword: true,
    ...someSettings(),
    passwordStrength: 'default',
    isEnabledUserId: false,
    ...overrides,
  };
}
