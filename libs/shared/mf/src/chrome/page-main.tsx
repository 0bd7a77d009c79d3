import { Spinner } from '@vs/ui';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';

/**
 * The main landmark (skip-link target). While the router loads the next page the old one stays,
 * marked busy, with a thin progress bar; a page that suspends on a catalogue shows the spinner.
 */
export function PageMain({ children }: { children?: ReactNode }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <main id="main" tabIndex={-1} aria-busy={busy || undefined} css={{ flex: 1, minWidth: 0, outline: 'none' }}>
      {busy ? (
        <div
          aria-hidden="true"
          css={(theme) => ({
            position: 'fixed',
            top: 0,
            left: 0,
            right: 0,
            height: 3,
            zIndex: 2000,
            background: theme.colors.accent,
          })}
        />
      ) : null}
      <Suspense fallback={<Spinner block />}>{children ?? <Outlet />}</Suspense>
    </main>
  );
}
