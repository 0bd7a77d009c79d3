import { ErrorPage } from '@vs/error-pages';
import { Component, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

interface State {
  readonly failed: boolean;
}

/**
 * The last line of defence around the router: anything that escapes the route error elements (the
 * router itself, a provider) shows the unknown-error page instead of a blank screen.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // The router may be what failed, so the error page gets a router of its own for its link.
    return (
      <MemoryRouter>
        <main>
          <ErrorPage variant="unknown" />
        </main>
      </MemoryRouter>
    );
  }
}
