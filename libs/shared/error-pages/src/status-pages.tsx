import { ErrorScreen } from './error-screen';

/** What a status page may be told beyond its status: that the page's screen data failed to load. */
export interface StatusPageProps {
  readonly loadFailed?: boolean;
}

/** Spec 001 §8 "Error pages": one component per row, so a route can render one directly. */
export const UnauthorizedPage = (props: StatusPageProps) => (
  <ErrorScreen messageKey="unauthorized" status={401} {...props} />
);
export const ForbiddenPage = (props: StatusPageProps) => <ErrorScreen messageKey="forbidden" status={403} {...props} />;
export const NotFoundPage = (props: StatusPageProps) => <ErrorScreen messageKey="notFound" status={404} {...props} />;
export const InternalErrorPage = (props: StatusPageProps) => (
  <ErrorScreen messageKey="internal" status={500} {...props} />
);
export const BadGatewayPage = (props: StatusPageProps) => (
  <ErrorScreen messageKey="badGateway" status={502} {...props} />
);
export const MaintenancePage = (props: StatusPageProps) => (
  <ErrorScreen messageKey="maintenance" status={503} {...props} />
);
export const GatewayTimeoutPage = (props: StatusPageProps) => (
  <ErrorScreen messageKey="gatewayTimeout" status={504} {...props} />
);
export const RegionBlockedPage = (props: StatusPageProps) => <ErrorScreen messageKey="regionBlocked" {...props} />;
export const ProfileForbiddenPage = (props: StatusPageProps) => (
  <ErrorScreen messageKey="profileForbidden" {...props} />
);
export const UnknownErrorPage = (props: StatusPageProps) => <ErrorScreen messageKey="unknown" {...props} />;
