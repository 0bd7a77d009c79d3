import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { initI18n, setLanguage } from '@vs/i18n';
import { sampleRootData, setRootData, themeFromStore } from '@vs/theming';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';
import { OidcErrorPage, oidcErrorFromSearch } from './oidc-error-page';

function show(ui: ReactElement) {
  return render(
    <MemoryRouter>
      <ThemeProvider theme={themeFromStore(null)}>{ui}</ThemeProvider>
    </MemoryRouter>,
  );
}

describe('error pages (English wording from the spec)', () => {
  beforeAll(async () => {
    setRootData(sampleRootData());
    await initI18n();
    await setLanguage('en');
  });
  afterAll(() => setLanguage('ja'));

  it.each([
    [401, 'Page has expired'],
    [403, 'Access is prohibited'],
    [404, 'Page not found.'],
    [500, 'Not available.'],
    [502, 'There was no correct response'],
    [503, 'under maintenance now'],
    [504, 'There was no response'],
    [451, 'This service is not available in your region.'],
    [418, 'An error has occurred'],
  ])('%i → “%s”, with title and back-to-top', async (status, heading) => {
    show(<ErrorPage status={status} />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to top' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${heading} | Demo Video`);
  });

  it('defaults to 404 and has a profile variant', async () => {
    show(<ErrorPage />);
    expect(await screen.findByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
    show(<ErrorPage status={403} variant="profile" />);
    expect(await screen.findByText(/switch to a profile that is allowed/)).toBeInTheDocument();
  });

  it("says 'Failed to load data' on the page of a failed screen-data load, and only there", async () => {
    show(<ErrorPage status={503} loadFailed />);
    expect(await screen.findByRole('heading', { name: 'under maintenance now' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load data')).toBeInTheDocument();
    show(<ErrorPage variant="unknown" loadFailed />);
    expect(screen.getAllByText('Failed to load data')).toHaveLength(2);
    show(<ErrorPage status={500} />);
    expect(screen.getAllByText('Failed to load data')).toHaveLength(2);
  });

  it('mentions Session Expired on the 401 page', async () => {
    show(<ErrorPage status={401} />);
    expect(await screen.findByText(/Session Expired/)).toBeInTheDocument();
  });

  it('OIDC error page lists status, description, type and detail with the start-over note', async () => {
    show(
      <OidcErrorPage
        {...oidcErrorFromSearch('?status=400&description=bad+client&type=invalid_client&detail=unknown+id')}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'An error has occurred' })).toBeInTheDocument();
    for (const text of ['400', 'bad client', 'invalid_client', 'unknown id'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(/go back to the site you came from and start over/)).toBeInTheDocument();
  });

  it('OIDC 500 (or no status) shows the generic server-error heading', async () => {
    expect(oidcErrorFromSearch('').status).toBe(500);
    expect(oidcErrorFromSearch('?status=abc').status).toBe(500);
    show(<OidcErrorPage status={500} />);
    expect(await screen.findByRole('heading', { name: 'A server error has occurred' })).toBeInTheDocument();
  });
});

describe('error pages in Japanese (the default)', () => {
  beforeAll(async () => {
    await initI18n();
    await setLanguage('ja');
  });

  it('shows Japanese wording', async () => {
    show(<ErrorPage status={404} />);
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません。' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップへ戻る' })).toBeInTheDocument();
  });

  it('says the screen data failed to load in Japanese', async () => {
    show(<ErrorPage status={500} loadFailed />);
    expect(await screen.findByText('データの読み込みに失敗しました')).toBeInTheDocument();
  });
});
