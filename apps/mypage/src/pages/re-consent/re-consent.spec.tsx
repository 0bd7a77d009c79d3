import type { PolicyView, ReConsentScreenData } from '@vs/contract';
import { apiError, mockFetch, renderPage } from '@vs/mf/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReConsentPage from './index';
import { fakeRegionLayout as fakeLayout } from '@vs/ui/testing';

function aPolicy(overrides: Partial<PolicyView> = {}): PolicyView {
  return {
    policyId: 'terms-1',
    revision: 4,
    key: 'terms',
    title: '利用規約',
    isExternal: false,
    dataSource: null,
    renderData: '<h2>第1条</h2><p>改定後の本文</p>',
    ...overrides,
  };
}
const privacy = aPolicy({
  policyId: 'privacy-1',
  revision: 2,
  key: 'privacy',
  title: 'プライバシーポリシー',
  isExternal: true,
  dataSource: 'https://example.com/privacy',
  renderData: null,
});
const reConsentData = (policies: readonly PolicyView[] = [aPolicy(), privacy]): ReConsentScreenData => ({ policies });

let restore: (() => void) | undefined;
afterEach(() => restore?.());

function scrollToEnd(region: HTMLElement, left: number) {
  region.scrollTop = 1000 - 240 - left;
  fireEvent.scroll(region);
}

const renderReConsent = (
  data: ReConsentScreenData,
  options: { reload?: () => void; language?: 'ja' | 'en'; url?: string } = {},
) =>
  renderPage({
    remote: 'mypage',
    path: '/mypage/re-consent',
    url: options.url,
    page: () => <ReConsentPage reload={options.reload} />,
    data,
    language: options.language,
  });

const agreeButton = () => screen.getByRole('button', { name: '同意する' });

/** Every policy fits its box, so all count as read: tick them and agree. */
async function agreeToAll() {
  await waitFor(() => expect(agreeButton()).not.toHaveAttribute('aria-disabled'));
  await userEvent.click(screen.getByRole('checkbox', { name: '利用規約に同意する' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' }));
  await userEvent.click(agreeButton());
}

describe('policy re-consent', () => {
  it('shows each changed policy: internal text sanitised in a scroll box, external as a new-tab link', async () => {
    restore = fakeLayout(1000);
    await renderReConsent(
      reConsentData([
        aPolicy({
          renderData: '<p>改定後の本文</p><img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
        }),
        privacy,
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: '規約の更新' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '利用規約' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: '利用規約' });
    await within(region).findByText('改定後の本文');
    expect(region.querySelector('script, img, [onerror]')).toBeNull();
    const external = screen.getByRole('link', { name: 'プライバシーポリシーを開く（新しいタブで開きます）' });
    expect(external).toHaveAttribute('href', 'https://example.com/privacy');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('keeps agree and checkbox inert until each internal policy is scrolled to within 10 px of its end', async () => {
    restore = fakeLayout(1000);
    const { calls } = mockFetch({});
    await renderReConsent(
      reConsentData([
        aPolicy(),
        aPolicy({ policyId: 'rules-1', key: 'rules', title: '視聴規約', renderData: '<p>視聴の決まり</p>' }),
        privacy,
      ]),
    );
    await screen.findByText('改定後の本文');
    await screen.findByText('視聴の決まり');
    const terms = screen.getByRole('checkbox', { name: '利用規約に同意する' });
    expect(terms).toHaveAttribute('aria-disabled', 'true');
    expect(terms).toHaveAccessibleDescription('最後までスクロールすると同意できます。');
    expect(screen.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.click(terms);
    expect(terms).not.toBeChecked();

    scrollToEnd(screen.getByRole('region', { name: '利用規約' }), 10);
    await waitFor(() => expect(terms).not.toHaveAttribute('aria-disabled'));
    expect(agreeButton()).toHaveAttribute('aria-disabled', 'true');
    scrollToEnd(screen.getByRole('region', { name: '視聴規約' }), 11);
    expect(agreeButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(agreeButton());
    expect(calls).toHaveLength(0);
    scrollToEnd(screen.getByRole('region', { name: '視聴規約' }), 10);
    await waitFor(() => expect(agreeButton()).not.toHaveAttribute('aria-disabled'));
  });

  it("requires every policy to be ticked ('同意が必須です。'), focusing the first one missing", async () => {
    restore = fakeLayout(100); // fits: read at once
    const { calls } = mockFetch({});
    await renderReConsent(reConsentData());
    await waitFor(() => expect(agreeButton()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' }));
    await userEvent.click(agreeButton());
    const terms = screen.getByRole('checkbox', { name: '利用規約に同意する' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(/同意が必須です。$/);
    await waitFor(() => expect(terms).toHaveFocus());
    expect(calls).toHaveLength(0);
    await userEvent.click(terms);
    expect(terms).not.toHaveAttribute('aria-invalid');
  });

  it('sends every policy with its revision and the page it interrupted, then goes where the server says', async () => {
    restore = fakeLayout(100);
    const { calls } = mockFetch({
      'POST /zapi/account/policy/re-consent': { body: { redirectTo: '/mypage/consent?type=privacy' } },
    });
    await renderReConsent(reConsentData(), { url: '/mypage/re-consent?redirect=%2Fmypage%2Fconsent%3Ftype%3Dprivacy' });
    await agreeToAll();
    expect(await screen.findByTestId('destination')).toHaveTextContent('/mypage/consent?type=privacy');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/zapi/account/policy/re-consent',
        body: {
          policyConsentData: [
            { policyId: 'terms-1', revision: 4, key: 'terms' },
            { policyId: 'privacy-1', revision: 2, key: 'privacy' },
          ],
          redirectTo: '/mypage/consent?type=privacy',
        },
      },
    ]);
  });

  it('goes to My Page when the server names no target', async () => {
    restore = fakeLayout(100);
    mockFetch({ 'POST /zapi/account/policy/re-consent': { status: 204 } });
    await renderReConsent(reConsentData());
    await agreeToAll();
    expect(await screen.findByTestId('destination')).toHaveTextContent(/^\/mypage$/);
  });

  it('on INVALID_REQUEST opens a modal that cannot be dismissed and whose button reloads the page', async () => {
    restore = fakeLayout(100);
    const reload = vi.fn();
    mockFetch({
      'POST /zapi/account/policy/re-consent': apiError(400, 'INVALID_REQUEST', { message: 'Invalid request.' }),
    });
    await renderReConsent(reConsentData(), { reload });
    await agreeToAll();
    const dialog = await screen.findByRole('alertdialog', { name: '規約が変更されました' });
    expect(dialog).toHaveAccessibleDescription(
      '確認中に規約が更新されました。ページを再読み込みして、最新の内容に再度同意してください。',
    );
    const button = within(dialog).getByRole('button', { name: '再読み込み' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows other failures as a page alert (the server's message or the generic one) and allows a retry", async () => {
    restore = fakeLayout(100);
    const { calls } = mockFetch({
      'POST /zapi/account/policy/re-consent': apiError(500, 'INTERNAL_ERROR', {
        message: 'Error has occurred. Please try again after a while.',
      }),
    });
    await renderReConsent(reConsentData());
    await agreeToAll();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error has occurred. Please try again after a while.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(agreeButton()).not.toHaveAttribute('aria-busy');
    await userEvent.click(agreeButton());
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('says there is nothing to agree to when no policy changed', async () => {
    await renderReConsent(reConsentData([]));
    expect(screen.getByText('同意が必要な規約はありません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'マイページへ' })).toHaveAttribute('href', '/mypage');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    restore = fakeLayout(100);
    mockFetch({ 'POST /zapi/account/policy/re-consent': apiError(400, 'INVALID_REQUEST') });
    await renderReConsent(reConsentData([aPolicy({ title: 'Terms of use' })]), { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Updated terms' })).toBeInTheDocument();
    const agree = screen.getByRole('button', { name: 'Agree' });
    await waitFor(() => expect(agree).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(agree);
    expect(screen.getByRole('checkbox', { name: 'I agree to the Terms of use' })).toHaveAccessibleDescription(
      /Consent is required\.$/,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of use' }));
    await userEvent.click(agree);
    const dialog = await screen.findByRole('alertdialog', { name: 'The terms have changed' });
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
