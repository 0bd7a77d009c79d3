import { ErrorScreen } from './error-screen';

/** Spec 001 §8 "Error pages": one component per row, so a route can render one directly. */
export const UnauthorizedPage = () => <ErrorScreen messageKey="unauthorized" status={401} />;
export const ForbiddenPage = () => <ErrorScreen messageKey="forbidden" status={403} />;
export const NotFoundPage = () => <ErrorScreen messageKey="notFound" status={404} />;
export const InternalErrorPage = () => <ErrorScreen messageKey="internal" status={500} />;
export const BadGatewayPage = () => <ErrorScreen messageKey="badGateway" status={502} />;
export const MaintenancePage = () => <ErrorScreen messageKey="maintenance" status={503} />;
export const GatewayTimeoutPage = () => <ErrorScreen messageKey="gatewayTimeout" status={504} />;
export const RegionBlockedPage = () => <ErrorScreen messageKey="regionBlocked" />;
export const ProfileForbiddenPage = () => <ErrorScreen messageKey="profileForbidden" />;
export const UnknownErrorPage = () => <ErrorScreen messageKey="unknown" />;
