import type { PolicyView } from '@vs/contract';
import { act, renderHook } from '@testing-library/react';
import { messages, policyConsentsSchema } from '@vs/validation';
import { describe, expect, it } from 'vitest';
import { usePolicyConsent } from './use-policy-consent';

const terms: PolicyView = {
  policyId: 'terms-1',
  revision: 3,
  key: 'terms',
  title: '利用規約',
  isExternal: false,
  dataSource: null,
  renderData: '<p>本文</p>',
};
const privacy: PolicyView = {
  policyId: 'privacy-1',
  revision: 1,
  key: 'privacy',
  title: 'プライバシーポリシー',
  isExternal: true,
  dataSource: 'https://example.com/privacy',
  renderData: null,
};

const renderConsent = (policies: readonly PolicyView[] = [terms, privacy]) =>
  renderHook(() => usePolicyConsent(policies, policyConsentsSchema));

describe('usePolicyConsent', () => {
  it('counts external policies as read at once and internal ones once scrolled to the end', () => {
    const { result } = renderConsent();
    expect(result.current.read).toEqual({ terms: false, privacy: true });
    expect(result.current.allRead).toBe(false);
    act(() => result.current.markRead('terms'));
    expect(result.current.read).toEqual({ terms: true, privacy: true });
    expect(result.current.allRead).toBe(true);
  });

  it("requires every policy ticked with the shared schema's message, and clears a policy's error once ticked", () => {
    const { result } = renderConsent();
    act(() => result.current.setChecked('privacy', true));
    let valid = true;
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(false);
    expect(result.current.errors).toEqual({ terms: messages.policy.required });
    act(() => result.current.setChecked('terms', true));
    expect(result.current.errors).toEqual({});
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(true);
  });

  it('keeps an error when a box is unticked, until the next validation', () => {
    const { result } = renderConsent([privacy]);
    act(() => void result.current.validate());
    act(() => result.current.setChecked('privacy', false));
    expect(result.current.errors).toEqual({ privacy: messages.policy.required });
  });

  it('sends every policy with its id, revision and key', () => {
    const { result } = renderConsent();
    expect(result.current.consentData).toEqual([
      { policyId: 'terms-1', revision: 3, key: 'terms' },
      { policyId: 'privacy-1', revision: 1, key: 'privacy' },
    ]);
  });
});
