import { ThemeProvider } from '@emotion/react';
import { render, type RenderResult } from '@testing-library/react';
import { initI18n, type Language } from '@vs/i18n';
import { themeFromStore } from '@vs/theming';
import type { i18n } from 'i18next';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';

/** Renders with the production i18next set-up and the real `ui` catalogue, loaded up front. */
export async function prepareI18n(language: Language = 'ja'): Promise<i18n> {
  const instance = await initI18n();
  await instance.loadLanguages(['ja', 'en']);
  await instance.loadNamespaces(['ui', 'common', 'validation']);
  await instance.changeLanguage(language);
  return instance;
}

/** Synchronous once {@link prepareI18n} has run (for fake timers, which would stall the loading). */
export function renderPrepared(ui: ReactElement, i18n: i18n): RenderResult {
  return render(
    <MemoryRouter>
      <ThemeProvider theme={themeFromStore(null)}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>{ui}</Suspense>
        </I18nextProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

export async function renderWithI18n(ui: ReactElement, language: Language = 'ja'): Promise<RenderResult> {
  return renderPrepared(ui, await prepareI18n(language));
}
