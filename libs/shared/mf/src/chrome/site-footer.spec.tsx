import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FooterLink, RootScreenData } from '@vs/contract';
import { initI18n, setLanguage } from '@vs/i18n';
import { sampleRootData, sampleStoreSettings, setRootData, themeFromStore } from '@vs/theming';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

const link = (name: string, over: Partial<FooterLink> = {}): FooterLink => ({
  name,
  type: 'default',
  value: `/${name.toLowerCase()}`,
  enable: true,
  external_link: false,
  display_type: 'other',
  ...over,
});

function renderFooter(
  root: Partial<RootScreenData> = {},
  settings: Parameters<typeof sampleStoreSettings>[0] = {},
  inOidcFlow = false,
) {
  setRootData(sampleRootData({ storeSettingData: sampleStoreSettings(settings), ...root }));
  return render(
    <MemoryRouter>
      <ThemeProvider theme={themeFromStore(null)}>
        <SiteFooter inOidcFlow={inOidcFlow} />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const footers = (over: Partial<ReturnType<typeof sampleStoreSettings>['footers']>) => ({
  footers: { ...sampleStoreSettings().footers, ...over },
});

describe('site footer', () => {
  beforeAll(async () => {
    await initI18n();
    await setLanguage('en');
  });

  const footerLinks = [
    link('Terms'),
    link('Disabled', { enable: false }),
    link('Members', { display_type: 'login' }),
    link('Guests', { display_type: 'logout' }),
    link('Help', { type: 'url', value: 'https://help.example.com/' }),
    link('Company', { type: 'url', value: 'https://corp.example.com/', external_link: true }),
  ];

  it('shows enabled links for guests: other + logout', () => {
    renderFooter({ authId: null }, footers({ footerLinks }));
    const nav = screen.getByRole('navigation', { name: 'Site information' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Terms', 'Guests', 'Help', 'Company(opens in a new tab)']);
  });

  it('shows enabled links for members: other + login', () => {
    renderFooter({ authId: 'a-1' }, footers({ footerLinks }));
    const nav = screen.getByRole('navigation', { name: 'Site information' });
    expect(within(nav).queryByText('Guests')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/members');
  });

  it('links by type: default → internal path, url → as is, external → new tab with noopener', () => {
    renderFooter({}, footers({ footerLinks }));
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('href', 'https://help.example.com/');
    expect(help).not.toHaveAttribute('target');
    const company = screen.getByRole('link', { name: /Company/ });
    expect(company).toHaveAttribute('target', '_blank');
    expect(company).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the sign-up and login links inside the OIDC flow, and only there', () => {
    const flowLinks = [
      link('Join', { value: '/signup', display_type: 'logout' }),
      link('Sign in', { value: 'login', display_type: 'logout' }),
      link('Terms'),
    ];
    const { unmount } = renderFooter({ authId: null }, footers({ footerLinks: flowLinks }), true);
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/oidc/signup');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/oidc/login');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    unmount();
    renderFooter({ authId: null }, footers({ footerLinks: flowLinks }));
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("hides every link into sign-up in the app's embedded browser, and only there (spec 000 §6)", () => {
    const signupLinks = [
      link('Join', { value: '/signup', display_type: 'logout' }),
      link('Join by mail', { value: 'signup/email', display_type: 'logout' }),
      link('Sign in', { value: '/login', display_type: 'logout' }),
      link('Elsewhere', { type: 'url', value: 'https://example.com/signup' }),
    ];
    const app = { browserInfo: { isApp: true, isAndroid: false, isMobile: true }, authId: null };
    const { unmount } = renderFooter(app, footers({ footerLinks: signupLinks }));
    const nav = screen.getByRole('navigation', { name: 'Site information' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Sign in', 'Elsewhere']);
    unmount();
    renderFooter(app, footers({ footerLinks: signupLinks }), true);
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/oidc/login');
  });

  it('shows the app-licenses link only in the Android app', () => {
    const { unmount } = renderFooter({ browserInfo: { isApp: true, isAndroid: true, isMobile: true } });
    expect(screen.getByRole('link', { name: 'Licenses' })).toHaveAttribute('href', '/app/licenses');
    unmount();
    renderFooter({ browserInfo: { isApp: true, isAndroid: false, isMobile: true } });
    expect(screen.queryByRole('link', { name: 'Licenses' })).toBeNull();
    renderFooter({ browserInfo: { isApp: false, isAndroid: true, isMobile: true } });
    expect(screen.queryByRole('link', { name: 'Licenses' })).toBeNull();
  });

  it('names social links, shows trademarks, copyright and the powered-by credit', () => {
    renderFooter(
      {},
      {
        enablePoweredByPvs: true,
        footers: {
          ...sampleStoreSettings().footers,
          socialMediaLinks: {
            twitterUrl: 'https://x.com/demo',
            facebookUrl: null,
            instagramUrl: 'https://instagram.com/demo',
            lineUrl: 'https://line.me/demo',
          },
          trademarks: [
            { name: 'Studio mark', type: 'image', values: ['/tm.png'] },
            { name: 'Notice', type: 'text', values: ['Line one', 'Line two'] },
          ],
          copyright: '© 2026 Demo',
        },
      },
    );
    const social = screen.getByRole('navigation', { name: 'Social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['X (Twitter) (opens in a new tab)', 'Instagram (opens in a new tab)', 'LINE (opens in a new tab)']);
    expect(screen.getByRole('img', { name: 'Studio mark' })).toHaveAttribute('src', '/tm.png');
    expect(screen.getByText('Line two')).toBeInTheDocument();
    expect(screen.getByText('© 2026 Demo')).toBeInTheDocument();
    expect(screen.getByText('Powered by PVS')).toBeInTheDocument();
  });

  it('leaves the powered-by credit out when disabled', () => {
    renderFooter({}, { enablePoweredByPvs: false });
    expect(screen.queryByText('Powered by PVS')).toBeNull();
  });

  it('switches language without a reload and remembers it', async () => {
    renderFooter();
    const group = screen.getByRole('group', { name: 'Language' });
    const japanese = within(group).getByRole('button', { name: '日本語' });
    expect(japanese).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(japanese);
    expect(await screen.findByRole('group', { name: '言語' })).toBeInTheDocument();
    expect(japanese).toHaveAttribute('aria-pressed', 'true');
    expect(document.cookie).toContain('vs-lang=ja');
    expect(document.documentElement.lang).toBe('ja');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('group', { name: 'Language' })).toBeInTheDocument();
  });
});
