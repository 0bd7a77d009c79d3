import type { PolicyView } from '@vs/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-i18n';
import { PolicyConsentList } from './policy-consent-list';
import type { PolicyConsentState } from './use-policy-consent';

const terms: PolicyView = {
  policyId: 'terms-1',
  revision: 3,
  key: 'terms',
  title: '利用規約',
  isExternal: false,
  dataSource: null,
  renderData: '<p>第1条 本文</p>',
};
const external = (dataSource: string | null): PolicyView => ({
  policyId: 'privacy-1',
  revision: 1,
  key: 'privacy',
  title: 'プライバシーポリシー',
  isExternal: true,
  dataSource,
  renderData: null,
});

/** A fixed consent state: the list only shows it and reports what the member does. */
function aConsent(overrides: Partial<PolicyConsentState> = {}): PolicyConsentState {
  return {
    policies: [terms, external('https://example.com/privacy')],
    read: { terms: true, privacy: true },
    checked: {},
    errors: {},
    allRead: true,
    markRead: vi.fn(),
    setChecked: vi.fn(),
    validate: vi.fn(() => true),
    consentData: [],
    ...overrides,
  };
}

const renderList = (consent: PolicyConsentState) =>
  renderWithI18n(
    <PolicyConsentList
      consent={consent}
      agreeLabel={(title) => `${title}に同意する`}
      openLabel={(title) => `${title}を開く`}
      errorText={(message) => `text of ${message}`}
    />,
  );

describe('PolicyConsentList', () => {
  it('shows each policy under its heading: internal text in a scroll region, external as a new-tab link', async () => {
    await renderList(aConsent());
    expect(screen.getByRole('heading', { level: 2, name: '利用規約' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '利用規約' })).toBeInTheDocument();
    expect(await screen.findByText('第1条 本文')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'プライバシーポリシーを開く' });
    expect(link).toHaveAttribute('href', 'https://example.com/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers no link for an external policy whose address is not http(s)', async () => {
    await renderList(aConsent({ policies: [external('javascript:alert(1)')] }));
    expect(screen.getByRole('heading', { level: 2, name: 'プライバシーポリシー' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("keeps an unread policy's checkbox focusable but inert, saying why", async () => {
    const consent = aConsent({ read: { terms: false, privacy: true }, allRead: false });
    await renderList(consent);
    const box = screen.getByRole('checkbox', { name: '利用規約に同意する' });
    expect(box).toHaveAttribute('aria-disabled', 'true');
    expect(box).toHaveAccessibleDescription('最後までスクロールすると同意できます。');
    await userEvent.click(box);
    expect(consent.setChecked).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' }));
    expect(consent.setChecked).toHaveBeenCalledWith('privacy', true);
  });

  it("ties a policy's error to its checkbox, in the page's words", async () => {
    await renderList(aConsent({ checked: { privacy: true }, errors: { terms: 'validation:policy.required' } }));
    const box = screen.getByRole('checkbox', { name: '利用規約に同意する' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/text of validation:policy\.required$/);
    expect(screen.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' })).toBeChecked();
  });
});
