export { ErrorPage, errorPageFor, type ErrorPageProps, type ErrorVariant } from './error-page';
export { ErrorScreen, type ErrorScreenProps } from './error-screen';
export {
  UnauthorizedPage,
  ForbiddenPage,
  NotFoundPage,
  InternalErrorPage,
  BadGatewayPage,
  MaintenancePage,
  GatewayTimeoutPage,
  RegionBlockedPage,
  ProfileForbiddenPage,
  UnknownErrorPage,
  type StatusPageProps,
} from './status-pages';
export { OidcErrorPage, oidcErrorFromSearch, type OidcErrorDetails } from './oidc-error-page';
