import type { AnswerOf, BodyOf, EndpointDef, PathParams, RulesOf } from '@vs/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Schema } from 'yup';
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

type RulesArgs<E extends EndpointDef> = [RulesOf<E>] extends [never] ? [] : undefined extends RulesOf<E> ? [rules?: RulesOf<E>] : [rules: RulesOf<E>];

/** A handler answers the endpoint's answer; `undefined` means the reply was already sent (204, a file, a page). */
export type EndpointHandler<E extends EndpointDef> = (call: EndpointCall<E>) => Promise<AnswerOf<E> | FastifyReply>;

export function route<E extends EndpointDef>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: RouteShorthandOptions = {}): void {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const build = endpoint.body as ((rules?: unknown) => Schema) | undefined;
      const body = async (...rules: unknown[]): Promise<BodyOf<E>> => {
        if (!build) throw new Error(`${endpoint.method} ${endpoint.path} has no body`);
        return (await validateBody(build(rules[0]), request.body)) as BodyOf<E>;
      };
      return handler({ request, reply, params: request.params as PathParams<E['path']>, body } as EndpointCall<E>);
    },
  });
}
