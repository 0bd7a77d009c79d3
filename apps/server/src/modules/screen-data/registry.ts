import type { RedirectAnswer, ReleasePageScreenData, ScreenDataByRoute } from '@vs/contract';
import { isRoutePath, routeTable, type RouteDef } from '@vs/routes';
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

/** The answer for a page only a remote's release declares, in its layout (screen-data.plugin.ts). */
export type ReleasePageHandler = (
  context: ScreenDataContext,
  route: RouteDef,
) => Promise<ReleasePageScreenData | RedirectAnswer>;

/**
 * Route pattern → the handler of the module that owns the page. The dispatcher knows no module;
 * modules register here, and the contract's ScreenDataByRoute types what each must answer.
 */
export class ScreenDataRegistry {
  private readonly handlers = new Map<string, ScreenDataHandler<ScreenDataRoute>>();
  private table: () => readonly RouteDef[] = () => routeTable;
  private releasePage: ReleasePageHandler | undefined;

  register<R extends ScreenDataRoute>(route: R, handler: ScreenDataHandler<R>): void {
    if (!routeTable.some((def) => def.path === route))
      throw new Error(`screen-data route ${route} is not in the route table`);
    if (this.handlers.has(route)) throw new Error(`screen-data route ${route} is registered twice`);
    this.handlers.set(route, handler);
  }

  handlerOf(route: string): ScreenDataHandler<ScreenDataRoute> | undefined {
    return this.handlers.get(route);
  }

  /** The site's route table at run time: the web module's, which follows the remote registry. */
  followRouteTable(table: () => readonly RouteDef[]): void {
    this.table = table;
  }

  routeTable(): readonly RouteDef[] {
    return this.table();
  }

  /** Set once, by the module that knows the account layout's header and who may see its pages. */
  registerReleasePages(handler: ReleasePageHandler): void {
    if (this.releasePage) throw new Error('release pages have a handler already');
    this.releasePage = handler;
  }

  /**
   * A route the compiled table does not hold (a page a release added) has no handler of its own:
   * the generic answer of its layout. A compiled route without a handler stays unanswered (404).
   */
  releasePageHandlerOf(route: RouteDef): ReleasePageHandler | undefined {
    return isRoutePath(route.path) ? undefined : this.releasePage;
  }
}
