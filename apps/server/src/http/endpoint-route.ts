import type { AnswerOf, BodyOf, EndpointDef, PathParams, RulesOf } from '@vs/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Schema } from 'yup';
import { refuseHostileInput } from './input-shape';
import { validateBody } from './validate';

/** What a handler of an endpoint receives: the request, the reply, its path parameters and its body's rules. */
export interface EndpointCall<E extends EndpointDef> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly params: PathParams<E['path']>;
  /**
   * Validates the body with the endpoint's shared schema, built from `rules` (the store's password
   * strength, the member's current user ID …), and answers it typed. A function, so the handler
   * decides when: most check the member first, and a guest must get 401, not a field error.
   */
  readonly body: (...rules: RulesArgs<E>) => Promise<BodyOf<E>>;
}

type RulesArgs<E extends EndpointDef> = [RulesOf<E>] extends [never]
  ? []
  : undefined extends RulesOf<E>
    ? [rules?: RulesOf<E>]
    : [rules: RulesOf<E>];

/** A handler answers the endpoint's answer; `undefined` means the reply was already sent (204, a file, a page). */
export type EndpointHandler<E extends EndpointDef> = (call: EndpointCall<E>) => Promise<AnswerOf<E> | FastifyReply>;

/**
 * Registers the route of one endpoint of the contract's table: its method and path come from the
 * table, never from a literal, and its body is validated by the table's schema.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteShorthandOptions = {},
): void {
  const schemaOf = schemaCache(endpoint);
  const preValidation = [
    hostileInputHook,
    ...[options.preValidation ?? []].flat(),
  ] as RouteShorthandOptions['preValidation'];
  app.route({
    ...options,
    preValidation,
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const body = async (...rules: unknown[]): Promise<BodyOf<E>> =>
        (await validateBody(schemaOf(rules[0]), request.body)) as BodyOf<E>;
      return handler({ request, reply, params: request.params as PathParams<E['path']>, body } as EndpointCall<E>);
    },
  });
}

/** First of every endpoint's checks: before the step-up guard and the handler read params or body. */
const hostileInputHook = async (request: FastifyRequest): Promise<void> => refuseHostileInput(request);

const PRIMITIVE_RULES_KEPT = 100;

/**
 * Building a yup schema costs more than using it (the login benchmark showed it), so each is built
 * once per rules value: by identity for rules objects (the store's cached settings), by value for
 * strings (a few entries: a member's own e-mail is such a value, so the map is bounded).
 */
function schemaCache(endpoint: EndpointDef): (rules: unknown) => Schema {
  const build = endpoint.body as ((rules: unknown) => Schema) | undefined;
  const byObject = new WeakMap<object, Schema>();
  const byValue = new Map<unknown, Schema>();
  return (rules) => {
    if (!build) throw new Error(`${endpoint.method} ${endpoint.path} has no body`);
    if (typeof rules === 'object' && rules !== null) {
      let schema = byObject.get(rules);
      if (!schema) byObject.set(rules, (schema = build(rules)));
      return schema;
    }
    let schema = byValue.get(rules);
    if (!schema) {
      if (byValue.size >= PRIMITIVE_RULES_KEPT) byValue.delete(byValue.keys().next().value);
      byValue.set(rules, (schema = build(rules)));
    }
    return schema;
  };
}
