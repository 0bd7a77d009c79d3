import { errorCodeForStatus, isErrorCode, requestIdHeaderName } from '@vs/contract';
import { ApiError } from './api-error';

/**
 * Turns a Response into data or an ApiError. Bodies are read as text first: a proxy's HTML error
 * page or an empty body must still give a typed error with the right status, not a SyntaxError.
 */

const NO_JSON = Symbol('no-json');

/** The parsed JSON body; undefined for an empty body; NO_JSON when the body is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return NO_JSON;
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NO_JSON;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** An error answer → ApiError. The status always comes from the response, never from the body. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const status = response.status;
  const headerRequestId = response.headers.get(requestIdHeaderName) ?? '';
  const body = await readJson(response);
  if (!isRecord(body)) {
    return new ApiError({
      status,
      code: errorCodeForStatus(status),
      message: response.statusText || `HTTP ${status}`,
      requestId: headerRequestId,
    });
  }
  const fieldErrors = stringRecord(body['fieldErrors']);
  const redirectTo = typeof body['redirectTo'] === 'string' ? body['redirectTo'] : undefined;
  return new ApiError({
    status,
    code: isErrorCode(body['code']) ? body['code'] : errorCodeForStatus(status),
    message: typeof body['message'] === 'string' ? body['message'] : response.statusText || `HTTP ${status}`,
    requestId: typeof body['requestId'] === 'string' && body['requestId'] !== '' ? body['requestId'] : headerRequestId,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(redirectTo !== undefined ? { redirectTo } : {}),
    flowError: body['flowError'] === true,
  });
}

export type SuccessBody =
  { readonly kind: 'data'; readonly data: unknown } | { readonly kind: 'redirect'; readonly to: string };

/**
 * A 2xx/3xx answer's body. A body carrying redirectTo is a redirect. A body that is not JSON on a
 * success status means something between us and the server answered (a captive portal, a
 * misrouted proxy): that is "no correct response", so 502.
 */
export async function successBody(response: Response): Promise<SuccessBody> {
  const body = await readJson(response);
  if (body === NO_JSON) {
    throw new ApiError({
      status: 502,
      code: 'INTERNAL_ERROR',
      message: 'The response was not JSON',
      requestId: response.headers.get(requestIdHeaderName) ?? '',
    });
  }
  if (isRecord(body) && typeof body['redirectTo'] === 'string' && body['redirectTo'] !== '') {
    return { kind: 'redirect', to: body['redirectTo'] };
  }
  return { kind: 'data', data: body };
}
