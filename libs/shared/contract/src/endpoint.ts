import type { AnySchema, InferType } from 'yup';
import type { ErrorCode } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'/a/:b/c/:d'` → `'b' | 'd'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string };

declare const answerBrand: unique symbol;

/**
 * One call the browser makes on the product's server (spec 001 §7), written once: the server
 * registers its route from it and the browser calls through it, so method, path, body rules and
 * answer cannot drift apart.
 */
export interface EndpointDef {
  readonly method: HttpMethod;
  /** A path pattern; `:name` is one path segment (Fastify's syntax). */
  readonly path: string;
  /**
   * The body's rules: a shared @vs/validation schema. A function, because some rules depend on the
   * store or the member (password strength, profile field rules); the server passes them, the page's
   * formik uses the same factory. The request's type is inferred from it, never written again.
   */
  readonly body?: (rules: never) => AnySchema;
  /** The catalogue codes this call answers with besides the transport ones (spec 001 §8). */
  readonly errors: readonly ErrorCode[];
  /** Type only: the success answer (see {@link answer}). */
  readonly [answerBrand]?: unknown;
}

/** The success answer's type of an endpoint. */
export type AnswerOf<E extends EndpointDef> = E extends { readonly [answerBrand]?: infer A }
  ? Exclude<A, undefined>
  : never;

/**
 * Readonly all the way down: a body is handed over, never changed. yup infers mutable arrays only
 * because its array schema cannot be typed readonly; the sender may pass readonly ones.
 */
export type ReadonlyBody<T> = T extends readonly (infer Item)[]
  ? readonly ReadonlyBody<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyBody<T[K]> }
    : T;

/** The validated body of an endpoint, as the server receives it and the page sends it. */
export type BodyOf<E extends EndpointDef> = E extends { readonly body: (rules: never) => infer S extends AnySchema }
  ? ReadonlyBody<InferType<S>>
  : undefined;

/** What the server must know to build the body's rules (the store's password strength, …). */
export type RulesOf<E extends EndpointDef> = E extends { readonly body: (rules: infer R) => AnySchema } ? R : never;

/**
 * Declares an endpoint with its answer type: `endpoint<Answer>()({ method, path, body, errors })`.
 * Both calls are pure, so a page that does not use an endpoint does not load its schema.
 */
export function endpoint<Answer>() {
  return <const D extends EndpointDef>(def: D): D & { readonly [answerBrand]?: Answer } =>
    def as D & { readonly [answerBrand]?: Answer };
}

/** `'/zapi/postal-code/:postalCode'` + `{ postalCode: '100 0001' }` → `'/zapi/postal-code/100%200001'`. */
export function pathOf<P extends string>(pattern: P, params: PathParams<P>): string {
  const values = params as Readonly<Record<string, string>>;
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`missing parameter ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}
