import {
  pathOf,
  type AnswerOf,
  type BodyOf,
  type EndpointDef,
  type PathParamNames,
  type PathParams,
} from '@vs/contract';
import { request, type ApiResult, type RequestOptions } from './request';

/** Path parameters are asked for exactly when the endpoint's path has some. */
export type CallOptions<E extends EndpointDef> = Omit<RequestOptions, 'body'> &
  ([PathParamNames<E['path']>] extends [never]
    ? { readonly params?: undefined }
    : { readonly params: PathParams<E['path']> });

type CallArgs<E extends EndpointDef> =
  BodyOf<E> extends undefined
    ? [body?: undefined, options?: CallOptions<E>]
    : [PathParamNames<E['path']>] extends [never]
      ? [body: BodyOf<E>, options?: CallOptions<E>]
      : [body: BodyOf<E>, options: CallOptions<E>];

/**
 * Calls one endpoint of the contract's table: method and path come from the table, the body and
 * the answer are typed by it. Resolves and throws exactly as {@link request} does.
 */
export async function call<E extends EndpointDef>(
  endpoint: E,
  ...[body, options]: CallArgs<E>
): Promise<ApiResult<AnswerOf<E>>> {
  const { params, ...rest } = (options ?? {}) as CallOptions<EndpointDef> & {
    params?: Readonly<Record<string, string>>;
  };
  const path = params ? pathOf(endpoint.path, params as never) : endpoint.path;
  return request<AnswerOf<E>>(endpoint.method, path, body === undefined ? rest : { ...rest, body });
}
