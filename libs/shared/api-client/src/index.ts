/**
 * @vs/api-client: the browser's one way to call the product's server (spec 001 §7). See README.md.
 */
export { ApiError, isApiError, type ApiErrorInit } from './api-error';
export { request, type ApiResult, type HttpMethod, type RequestOptions } from './request';
export { call, type CallOptions } from './call';
export { onFlowError, type FlowErrorHandler } from './flow-error';
export {
  fetchScreenData,
  fetchRootScreenData,
  fetchAccountHeader,
  fetchRemotesManifest,
  screenDataFailureMessage,
  screenDataFailureStatus,
  type ScreenDataOptions,
  type ScreenDataResult,
} from './screen-data';
export { markAccountHeaderStale, takeAccountHeaderStale } from './account-header-stale';
export { readCookie, readHostCookie } from './cookies';
export { shouldReloadOnHistoryRestore, installHistoryRestoreReload } from './history-restore';
export { backoffDelay, retryableStatuses, RETRY_BASE_MS, RETRY_JITTER_MS } from './backoff';
export { configureApiClient, abortableSleep, type ApiClientEnvironment } from './environment';
export { nextStepOf, throwNotFound } from './next-step';
export { fetchBotCheckToken, BOT_CHECK_TIMEOUT_MS } from './bot-check';
