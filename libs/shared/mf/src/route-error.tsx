import { screenDataFailureStatus } from '@vs/api-client';
import { ErrorPage, type ErrorPageProps } from '@vs/error-pages';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RemoteUnavailableError } from './remote-contract';

/**
 * A screen-data load that got no answer, or a server failure, is the load itself failing: its page
 * says 'Failed to load data' (spec 001 §7). A 4xx already says what went wrong in its own page's
 * words (not found, session expired, not allowed), which stay as they are.
 */
function failedLoadStatus(error: unknown): number | null {
  const status = screenDataFailureStatus(error);
  return status === 0 || (status !== null && status >= 500) ? status : null;
}

/**
 * Duck-typed rather than `instanceof ApiError`: a remote bundles its own copy of the api client, so
 * an error thrown from a page's code is a different class than the shell's.
 */
export function errorPagePropsOf(error: unknown): ErrorPageProps {
  if (isRouteErrorResponse(error)) return { status: error.status };
  if (error instanceof RemoteUnavailableError) return { variant: 'unknown' };
  const failedLoad = failedLoadStatus(error);
  if (failedLoad !== null) return { status: failedLoad, loadFailed: true };
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const code = 'code' in error ? error.code : undefined;
    if (error.status === 403 && code === 'PROFILE_FORBIDDEN') return { status: 403, variant: 'profile' };
    if (error.status === 451 || code === 'REGION_BLOCKED') return { status: 451, variant: 'region' };
    return { status: error.status };
  }
  return { variant: 'unknown' };
}

/** The error element of every route: the shared error page for what the loader or page threw. */
export function RouteErrorPage() {
  const error = useRouteError();
  const page = errorPagePropsOf(error);
  if (page.variant === 'unknown') console.error(error);
  return <ErrorPage {...page} />;
}
