import {
  accountHeaderElementId,
  endpoints,
  remotesManifestElementId,
  rootDataElementId,
  screenDataPath,
  type AccountHeaderScreenData,
  type RemotesManifest,
  type RootScreenData,
} from '@vs/contract';
import { ApiError } from './api-error';
import { call } from './call';
import { takeDataBlock } from './data-block';
import { errorFromResponse } from './parse-response';
import { request, type ApiResult } from './request';

export type ScreenDataResult<T> =
  { readonly kind: 'data'; readonly data: T } | { readonly kind: 'redirect'; readonly to: string };

export interface ScreenDataOptions {
  readonly signal?: AbortSignal;
  /** Extra attempts on network failure / 502 / 503 / 504 (default 0). */
  readonly retries?: number;
}

/** Spec 001 §7: every screen-data failure shows the error page of its status with this message. */
export const screenDataFailureMessage = 'Failed to load data';

/**
 * The status of a failed screen-data load (what {@link fetchScreenData} and the root and header loads
 * throw; 0: the server was never reached), null for any other thrown value. Duck-typed: each remote
 * bundles its own ApiError class, and the message is the mark every such failure carries.
 */
export function screenDataFailureStatus(error: unknown): number | null {
  if (!(error instanceof Error) || error.message !== screenDataFailureMessage) return null;
  const status: unknown = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : null;
}

/** Runs one GET and answers its data or redirect; every failure carries the load-failure message. */
async function load<T>(get: () => Promise<ApiResult<T>>): Promise<ScreenDataResult<T>> {
  let result;
  try {
    result = await get();
  } catch (error) {
    throw error instanceof ApiError ? error.withMessage(screenDataFailureMessage) : error;
  }
  if (result.kind === 'notFound')
    throw (await errorFromResponse(result.response)).withMessage(screenDataFailureMessage);
  return result.kind === 'redirect' ? result : { kind: 'data', data: result.data };
}

function fromBlock<T>(value: unknown): ScreenDataResult<T> {
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { redirectTo?: unknown }).redirectTo === 'string'
  ) {
    return { kind: 'redirect', to: (value as { redirectTo: string }).redirectTo };
  }
  return { kind: 'data', data: value as T };
}

/**
 * A page's loader: GET /zapi/internal/{path}/screen-data with the query preserved. A redirectTo
 * comes back as a redirect; 404 and every other failure throw ApiError with that status.
 */
export function fetchScreenData<T>(
  pathname: string,
  search: string,
  options: ScreenDataOptions = {},
): Promise<ScreenDataResult<T>> {
  return load(() => request<T>('GET', screenDataPath(pathname, search), options));
}

/** Root data (authId, store settings, browser info): the injected block on first load, else the network. */
export function fetchRootScreenData(options: ScreenDataOptions = {}): Promise<ScreenDataResult<RootScreenData>> {
  const block = takeDataBlock(rootDataElementId);
  if (block.found) return Promise.resolve(fromBlock<RootScreenData>(block.value));
  return load(() => call(endpoints.rootScreenData, undefined, options));
}

/** What the account layout's header and menus need: the injected block on first load, else the network. */
export function fetchAccountHeader(
  options: ScreenDataOptions = {},
): Promise<ScreenDataResult<AccountHeaderScreenData>> {
  const block = takeDataBlock(accountHeaderElementId);
  if (block.found) return Promise.resolve(fromBlock<AccountHeaderScreenData>(block.value));
  return load(() => call(endpoints.accountHeaderScreenData, undefined, options));
}

/** Where each remote's container lives: the injected block on first load, else the network. */
export async function fetchRemotesManifest(options: ScreenDataOptions = {}): Promise<RemotesManifest> {
  const block = takeDataBlock(remotesManifestElementId);
  if (block.found) return block.value as RemotesManifest;
  const result = await call(endpoints.remotesManifest, undefined, options);
  if (result.kind === 'ok') return result.data;
  if (result.kind === 'notFound') throw await errorFromResponse(result.response);
  // The manifest is never a redirect; following one would load remotes from elsewhere.
  throw new ApiError({
    status: 502,
    code: 'INTERNAL_ERROR',
    message: 'Unexpected redirect for the remotes manifest',
    requestId: '',
  });
}
