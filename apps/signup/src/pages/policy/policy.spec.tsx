import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '@vs/mf/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { aPolicy, aPolicyStep } from '../../testing/fixtures';
import PolicyPage from './index';
import { fakeRegionLayout as fakeLayout } from '@vs/ui/testing';

let restore: (() => void) | undefined;
afterEach(() => restore?.());

function scrollToEnd(region: HTMLElement, left = 0) {
  region.scrollTop = 1000 - 240 - left;
  fireEvent.scroll(region);
}

const agreeButton = () => screen.getByRole('button', { name: '同意して次へ' });

describe('sign-up policy step', () => {
  it('shows 4 steps, the policy text sanitised and the external policy as a link', async () => {
    restore = fakeLayout(1000);
    const [, privacy] = aPolicyStep().policies;
    const policies = [
      aPolicy({ renderData: '<p>第1条 本文</p><script>window.hacked=1</script><img src=x onerror="window.hacked=1">' }),
      ...(privacy ? [privacy] : []),
    ];
    await renderPage({ remote: 'signup', path: '/signup', page: PolicyPage, data: aPolicyStep({ policies }) });
    expect(screen.getByRole('heading', { level: 1, name: '利用規約への同意' })).toBeInTheDocument();
    expect(screen.getByText('STEP 1/4')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: '利用規約' });
    await screen.findByText('第1条 本文');
    expect(region.querySelector('script, img, [onerror]')).toBeNull();
    const external = screen.getByRole('link', { name: 'プライバシーポリシーを開く（新しいタブで開きます）' });
    expect(external).toHaveAttribute('href', 'https://example.com/privacy');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the checkbox and agree button inert until the policy is scrolled to within 10 px of its end', async () => {
    restore = fakeLayout(1000);
    await renderPage({ remote: 'signup', path: '/signup', page: PolicyPage, data: aPolicyStep() });
    const region = screen.getByRole('region', { name: '利用規約' });
    await screen.findByText('本規約は…');
    const terms = screen.getByRole('checkbox', { name: '利用規約に同意する' });
    expect(terms).toHaveAttribute('aria-disabled', 'true');
    expect(terms).toHaveAccessibleDescription('最後までスクロールすると同意できます。');
    expect(agreeButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(terms);
    expect(terms).not.toBeChecked();

    scrollToEnd(region, 11);
    expect(agreeButton()).toHaveAttribute('aria-disabled', 'true');
    scrollToEnd(region, 10);
    await waitFor(() => expect(agreeButton()).not.toHaveAttribute('aria-disabled'));
    expect(terms).not.toHaveAttribute('aria-disabled');
    await userEvent.click(terms);
    expect(terms).toBeChecked();
  });

  it('requires every policy to be ticked, focusing the first one missing', async () => {
    restore = fakeLayout(100); // fits: read at once
    const { calls } = mockFetch({});
    await renderPage({ remote: 'signup', path: '/signup', page: PolicyPage, data: aPolicyStep() });
    await waitFor(() => expect(agreeButton()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' }));
    await userEvent.click(agreeButton());
    const terms = screen.getByRole('checkbox', { name: '利用規約に同意する' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(/同意が必須です。/);
    await waitFor(() => expect(terms).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('sends the consent of every policy and goes where the server says', async () => {
    restore = fakeLayout(100);
    const { calls } = mockFetch({ 'POST /zapi/signup/policy': { body: { redirectTo: '/signup/email' } } });
    await renderPage({ remote: 'signup', path: '/signup', page: PolicyPage, data: aPolicyStep() });
    await waitFor(() => expect(agreeButton()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(screen.getByRole('checkbox', { name: '利用規約に同意する' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' }));
    await userEvent.click(agreeButton());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/signup/email');
    expect(calls[0]?.body).toEqual({
      policyConsentData: [
        { policyId: 'terms-1', revision: 3, key: 'terms' },
        { policyId: 'privacy-1', revision: 1, key: 'privacy' },
      ],
    });
  });

  it('speaks English', async () => {
    restore = fakeLayout(100);
    await renderPage({
      remote: 'signup',
      path: '/signup/policy',
      page: PolicyPage,
      data: aPolicyStep({ step: { current: 1, total: 3 } }),
      language: 'en',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Agree to the terms' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agree and continue' })).toBeInTheDocument();
  });
});
