import { ThemeProvider, type Theme } from '@emotion/react';
import { BaseStyles } from '@vs/ui';
import { StrictMode, type ReactNode } from 'react';
import { AppErrorBoundary } from './app-error-boundary';

/** Theme, base styles and the top-level error boundary; i18n is global (react-i18next singleton). */
export function SiteProviders({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <BaseStyles />
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </ThemeProvider>
    </StrictMode>
  );
}
