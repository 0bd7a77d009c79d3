import { csrfCookieName, csrfHeaderName, type HttpMethod } from '@vs/contract';
import { ApiError } from './api-error';
import { backoffDelay, retryableStatuses } from './backoff';
import { readHostCookie } from './cookies';
import { environment } from './environment';
import { notifyFlowError } from './flow-error';
import { errorFromResponse, successBody } from './parse-response';

export type { HttpMethod } from '@vs/contract';

export interface RequestOptions {
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Extra attempts after a network failure or a 502/503/504; 0 (the default) means none. */
  readonly retries?: number;
  /** Extra headers, e.g. an Idempotency-Key on purchases (which makes a retried POST safe). */
  readonly headers?: Readonly<Record<string, string>>;
}

export type ApiResult<T> =
  | { readonly kind: 'ok'; readonly data: T }
  | { readonly kind: 'redirect'; readonly to: string }
  /** Spec 001 §7: "a 404 answer is returned as-is by the generic helper"; the body is unread. */
  | { readonly kind: 'notFound'; readonly response: Response };

const stateChanging: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function buildInit(method: HttpMethod, options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (stateChanging.has(method)) {
    // Double-submit token: the server set the readable cookie and compares it with this header.
    const token = readHostCookie(csrfCookieName);
    if (token) headers[csrfHeaderName] = token;
  }
  return {
    method,
    headers,
    credentials: 'same-origin',
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
}

/** A same-origin URL becomes a path the router can navigate to; any other URL stays whole. */
function toNavigable(url: string): string {
  try {
    const base = typeof document === 'undefined' ? undefined : new URL(document.baseURI);
    const target = new URL(url, base);
    return base && target.origin === base.origin ? `${target.pathname}${target.search}${target.hash}` : target.href;
  } catch {
    return url;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  // By name, not instanceof: DOMException may come from another realm (an iframe, a test DOM).
  return (
    signal?.aborted === true ||
    (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError')
  );
}

async function handle<T>(response: Response): Promise<ApiResult<T>> {
  if (response.redirected && response.url) return { kind: 'redirect', to: toNavigable(response.url) };
  if (response.status === 404) return { kind: 'notFound', response };
  if (response.status >= 400) {
    const error = await errorFromResponse(response);
    if (error.flowError && error.redirectTo) notifyFlowError(error);
    throw error;
  }
  if (response.status === 204 || response.status === 205) return { kind: 'ok', data: undefined as T };
  const body = await successBody(response);
  return body.kind === 'redirect' ? body : { kind: 'ok', data: body.data as T };
}

/**
 * The generic request helper of spec 001 §7. Resolves to data, a redirect the caller should follow,
 * or the untouched 404 response; throws ApiError for every other failure (status 0 when the server
 * was never reached) and rethrows the signal's reason when aborted. It never navigates and never
 * shows anything: the caller decides.
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const env = environment();
  const retries = Math.max(0, Math.floor(options.retries ?? 0));
  const init = buildInit(method, options);
  const { signal } = options;
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) await env.sleep(backoffDelay(attempt - 1, env.random), signal);
    signal?.throwIfAborted();
    let response: Response;
    try {
      response = await env.fetch(path, init);
    } catch (error) {
      if (isAbort(error, signal)) throw signal?.aborted ? signal.reason : error;
      if (attempt <= retries) continue;
      throw new ApiError({
        status: 0,
        code: 'SERVICE_UNAVAILABLE',
        message: error instanceof Error ? error.message : 'Network error',
        requestId: '',
        cause: error,
      });
    }
    if (retryableStatuses.has(response.status) && attempt <= retries) {
      void response.body?.cancel().catch(() => undefined); // free the connection; the body is not needed
      continue;
    }
    return handle<T>(response);
  }
}
