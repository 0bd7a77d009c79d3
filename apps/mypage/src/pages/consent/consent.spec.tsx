import type { ConsentEntry, ConsentScreenData } from '@vs/contract';
import { apiError, mockFetch, renderPage, type MockAnswer } from '@vs/mf/testing';
import { Toaster, toastStore } from '@vs/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import ConsentPage from './index';

function anOption(overrides: Partial<ConsentEntry> = {}): ConsentEntry {
  return {
    consentOptionId: 'opt-news',
    key: 'newsletter',
    title: '新作のお知らせ',
    description: '新作や特集をメールでお届けします。',
    value: false,
    ...overrides,
  };
}

function aConsentPage(overrides: Partial<ConsentScreenData> = {}): ConsentScreenData {
  return {
    type: 'newsletter',
    options: [
      anOption(),
      anOption({
        consentOptionId: 'opt-campaign',
        key: 'campaign',
        title: 'キャンペーン情報',
        description: 'お得な情報をお届けします。',
        value: true,
      }),
    ],
    privacyPolicy: null,
    ...overrides,
  };
}

const privacyPage = (privacyPolicy: ConsentScreenData['privacyPolicy']) =>
  aConsentPage({
    type: 'privacy',
    options: [
      anOption({
        consentOptionId: 'opt-ads',
        key: 'ads',
        title: '広告への利用',
        description: '視聴履歴をおすすめ広告に利用します。',
      }),
    ],
    privacyPolicy,
  });

// The shell renders the Toaster; here it sits beside the page so the toasts can be read.
const PageWithToasts = () => (
  <>
    <ConsentPage />
    <Toaster />
  </>
);
const renderConsent = (data: ConsentScreenData, language: 'ja' | 'en' = 'ja') =>
  renderPage({
    remote: 'mypage',
    path: '/mypage/consent',
    url: `/mypage/consent?type=${data.type}`,
    page: PageWithToasts,
    data,
    language,
  });

const switchNamed = (name: string) => screen.getByRole('switch', { name });
const stored = (option: ConsentEntry, value: boolean): MockAnswer => ({ body: { ...option, value } });

/** A POST that answers only when the test says so. */
function heldAnswer(): { readonly route: () => Promise<MockAnswer>; readonly answer: (value: MockAnswer) => void } {
  let answer: (value: MockAnswer) => void = () => undefined;
  return { route: () => new Promise<MockAnswer>((resolve) => (answer = resolve)), answer: (value) => answer(value) };
}

describe('consent page', () => {
  beforeEach(() => toastStore.setState({ toasts: [] }));

  it('shows each option as a switch named by its title, described by its description, with a state badge', async () => {
    await renderConsent(aConsentPage());
    expect(screen.getByRole('heading', { level: 1, name: 'メールマガジンの配信設定' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '同意について' })).not.toBeInTheDocument();
    const [news, campaign] = within(screen.getByRole('list', { name: '同意項目' })).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    const off = switchNamed('新作のお知らせ');
    expect(off).toHaveAttribute('aria-checked', 'false');
    expect(off).toHaveAccessibleDescription('新作や特集をメールでお届けします。');
    expect(news).toHaveTextContent('同意しない');
    expect(switchNamed('キャンペーン情報')).toHaveAttribute('aria-checked', 'true');
    expect(campaign).toHaveTextContent('同意する');
  });

  it('explains privacy consent in three points and opens an external policy in a new window', async () => {
    await renderConsent(privacyPage({ url: 'https://example.com/privacy', isExternal: true }));
    expect(screen.getByRole('heading', { level: 1, name: '個人情報の取り扱いに関する同意' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: '同意について' });
    expect(within(about).getAllByRole('listitem')).toHaveLength(3);
    expect(about).toHaveTextContent('いつでも取り消せます');
    const link = screen.getByRole('link', { name: 'プライバシーポリシーを見る（新しいウィンドウで開きます）' });
    expect(link).toHaveAttribute('href', 'https://example.com/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it("links the site's own privacy policy in the same window", async () => {
    await renderConsent(privacyPage({ url: '/privacy', isExternal: false }));
    const link = screen.getByRole('link', { name: 'プライバシーポリシーを見る' });
    expect(link).toHaveAttribute('href', `${window.location.origin}/privacy`);
    expect(link).not.toHaveAttribute('target');
  });

  it('never turns a javascript: URL into a link', async () => {
    await renderConsent(privacyPage({ url: 'javascript:alert(1)', isExternal: true }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sends the inverse value, holds the switch busy meanwhile, then takes the stored value and says so', async () => {
    const held = heldAnswer();
    const { calls } = mockFetch({ 'POST /zapi/account/consent': held.route });
    await renderConsent(aConsentPage());
    const news = switchNamed('新作のお知らせ');
    await userEvent.click(news);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/zapi/account/consent',
        body: { consentOptionId: 'opt-news', key: 'newsletter', value: true },
      },
    ]);
    expect(news).toHaveAttribute('aria-disabled', 'true');
    expect(news).toHaveAttribute('aria-busy', 'true');
    expect(news).toHaveAttribute('aria-checked', 'false');
    expect(switchNamed('キャンペーン情報')).not.toHaveAttribute('aria-disabled');
    held.answer(stored(anOption(), true));
    await waitFor(() => expect(news).toHaveAttribute('aria-checked', 'true'));
    expect(news).not.toHaveAttribute('aria-disabled');
    expect(news).not.toHaveAttribute('aria-busy');
    expect(news.closest('li')).toHaveTextContent('同意する');
    expect(screen.getByRole('status')).toHaveTextContent('同意設定を変更しました。');
    expect(news).toHaveFocus();
  });

  it('keeps the value and shows the error toast when the change fails', async () => {
    mockFetch({ 'POST /zapi/account/consent': apiError(500, 'INTERNAL_ERROR', { message: 'Error has occurred.' }) });
    await renderConsent(aConsentPage());
    const campaign = switchNamed('キャンペーン情報');
    await userEvent.click(campaign);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '同意設定を変更できませんでした。時間をおいて再度お試しください。',
    );
    expect(campaign).toHaveAttribute('aria-checked', 'true');
    expect(campaign).not.toHaveAttribute('aria-disabled');
    expect(campaign.closest('li')).toHaveTextContent('同意する');
  });

  it('sends one request for a rapid double click, and toggles back on the next click', async () => {
    const held = heldAnswer();
    const { calls } = mockFetch({ 'POST /zapi/account/consent': held.route });
    await renderConsent(aConsentPage());
    const news = switchNamed('新作のお知らせ');
    await userEvent.dblClick(news);
    await userEvent.keyboard('{Enter}');
    expect(calls).toHaveLength(1);
    held.answer(stored(anOption(), true));
    await waitFor(() => expect(news).toHaveAttribute('aria-checked', 'true'));
    expect(toastStore.getState().toasts).toHaveLength(1);

    mockFetch({
      'POST /zapi/account/consent': (call) => ({
        body: { ...anOption(), value: (call.body as { value: boolean }).value },
      }),
    });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(news).toHaveAttribute('aria-checked', 'false'));
  });

  it('says so when there is nothing to set', async () => {
    await renderConsent(aConsentPage({ options: [] }));
    expect(screen.getByText('設定できる項目はありません。')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    mockFetch({ 'POST /zapi/account/consent': stored(anOption(), true) });
    await renderConsent(privacyPage({ url: 'https://example.com/privacy', isExternal: true }), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy consent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the privacy policy (opens in a new window)' })).toBeInTheDocument();
    const ads = switchNamed('広告への利用');
    expect(ads.closest('li')).toHaveTextContent('Not agreed');
    await userEvent.click(ads);
    expect(await screen.findByText('Your consent setting has been changed.')).toBeInTheDocument();
    expect(ads.closest('li')).toHaveTextContent('Agreed');
  });
});
