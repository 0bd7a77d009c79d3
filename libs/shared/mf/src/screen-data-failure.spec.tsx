import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import type { Language } from '@vs/i18n';
import { themeFromStore } from '@vs/theming';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error';
import { screenDataLoader } from './screen-data-loader';
import { apiError, mockFetch, type MockAnswer } from './testing/mock-fetch';
import { setTestLanguage } from './testing/test-i18n';

afterEach(() => vi.unstubAllGlobals());

const screenData = 'GET /zapi/internal/mypage/screen-data';

/** A page route as the site builds it: the real screen-data loader, the shared route error page. */
async function openMypage(language: Language, answer: MockAnswer | 'offline') {
  if (answer === 'offline')
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
  else mockFetch({ [screenData]: answer });
  const i18n = await setTestLanguage(language, ['errors', 'ui']);
  const router = createMemoryRouter(
    [
      {
        path: '/mypage',
        loader: screenDataLoader,
        Component: () => <h1>My Page</h1>,
        ErrorBoundary: RouteErrorPage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/mypage'] },
  );
  render(
    <ThemeProvider theme={themeFromStore(null)}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </ThemeProvider>,
  );
  return screen.findByRole('heading', { level: 1 });
}

describe('a page whose screen data fails to load', () => {
  it("shows its status's error page saying 'Failed to load data' (English)", async () => {
    expect(await openMypage('en', apiError(500, 'INTERNAL_ERROR'))).toHaveTextContent('Not available.');
    expect(screen.getByText('Failed to load data')).toBeInTheDocument();
  });

  it('says so in Japanese, for a gateway failure and for no answer at all', async () => {
    expect(await openMypage('ja', apiError(503, 'SERVICE_UNAVAILABLE'))).toHaveTextContent('現在メンテナンス中です');
    expect(screen.getByText('データの読み込みに失敗しました')).toBeInTheDocument();
  });

  it('says so when the server was never reached', async () => {
    expect(await openMypage('ja', 'offline')).toBeInTheDocument();
    expect(screen.getByText('データの読み込みに失敗しました')).toBeInTheDocument();
  });

  it('keeps the 404 page as it is', async () => {
    expect(await openMypage('en', apiError(404, 'NOT_FOUND'))).toHaveTextContent('Page not found.');
    expect(screen.queryByText('Failed to load data')).not.toBeInTheDocument();
  });

  it('keeps the 401 page as it is', async () => {
    expect(await openMypage('en', apiError(401, 'UNAUTHORIZED'))).toHaveTextContent('Page has expired');
    expect(screen.queryByText('Failed to load data')).not.toBeInTheDocument();
  });
});
