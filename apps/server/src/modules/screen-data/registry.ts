import type { ScreenDataByRoute } from '@vs/contract';
import { routeTable } from '@vs/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoreRecord } from '../store/store.repository';

export type ScreenDataRoute = keyof ScreenDataByRoute;

export interface ScreenDataContext {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly store: StoreRecord;
  /** Decoded route parameters, e.g. `{ planId }` for `/plans/:planId`. */
  readonly params: Readonly<Record<string, string>>;
  /** The page's query string, preserved by the screen-data URL. */
  readonly query: URLSearchParams;
}

export type ScreenDataHandler<R extends ScreenDataRoute> = (
  context: ScreenDataContext,
) => Promise<ScreenDataByRoute[R]>;

/**
 * Route pattern → the handler of the module that owns the page. The dispatcher knows no module;
 * modules register here, and the contract's ScreenDataByRoute types what each must answer.
 */
export class ScreenDataRegistry {
  private readonly handlers = new Map<string, ScreenDataHandler<ScreenDataRoute>>();

  register<R extends ScreenDataRoute>(route: R, handler: ScreenDataHandler<R>): void {
    if (!routeTable.some((def) => def.path === route))
      throw new Error(`screen-data route ${route} is not in the route table`);
    if (this.handlers.has(route)) throw new Error(`screen-data route ${route} is registered twice`);
    this.handlers.set(route, handler);
  }

  handlerOf(route: string): ScreenDataHandler<ScreenDataRoute> | undefined {
    return this.handlers.get(route);
  }
}
