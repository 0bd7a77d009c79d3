import { Spinner } from '@vs/ui';
import { Suspense, type ComponentType } from 'react';
import * as pages from './status-pages';
import type { StatusPageProps } from './status-pages';

/**
 * Statuses without a row of their own. 451 (Unavailable For Legal Reasons) is what the server answers
 * for a region block; a 403 whose code says the profile is not allowed shows the profile page.
 */
export type ErrorVariant = 'region' | 'profile' | 'unknown';

type PageName = keyof typeof pages;

const byStatus: Readonly<Record<number, PageName>> = {
  401: 'UnauthorizedPage',
  403: 'ForbiddenPage',
  404: 'NotFoundPage',
  451: 'RegionBlockedPage',
  500: 'InternalErrorPage',
  502: 'BadGatewayPage',
  503: 'MaintenancePage',
  504: 'GatewayTimeoutPage',
};

const byVariant: Readonly<Record<ErrorVariant, PageName>> = {
  region: 'RegionBlockedPage',
  profile: 'ProfileForbiddenPage',
  unknown: 'UnknownErrorPage',
};

export interface ErrorPageProps {
  /** HTTP status; without one the page is the 404 (the generic error page's default). */
  readonly status?: number;
  readonly variant?: ErrorVariant;
  /** The error is a failed load of the page's screen data: the page says 'Failed to load data'. */
  readonly loadFailed?: boolean;
}

/** The page component for a status (or variant). */
export function errorPageFor({ status = 404, variant }: ErrorPageProps): ComponentType<StatusPageProps> {
  return pages[variant ? byVariant[variant] : (byStatus[status] ?? 'UnknownErrorPage')];
}

/** Chooses the page for a status; suspends only on its own catalogue, never the caller's tree. */
export function ErrorPage(props: ErrorPageProps) {
  const Page = errorPageFor(props);
  return (
    <Suspense fallback={<Spinner block />}>
      <Page loadFailed={props.loadFailed} />
    </Suspense>
  );
}
