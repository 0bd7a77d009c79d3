import { ThemeProvider } from '@emotion/react';
import { render, type RenderResult } from '@testing-library/react';
import { themeFromStore } from '@vs/theming';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

export function renderUi(ui: ReactElement): RenderResult {
  return render(
    <MemoryRouter>
      <ThemeProvider theme={themeFromStore(null)}>{ui}</ThemeProvider>
    </MemoryRouter>,
  );
}
