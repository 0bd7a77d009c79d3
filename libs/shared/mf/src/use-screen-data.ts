import type { RedirectAnswer, ScreenDataByRoute } from '@vs/contract';
import { useLoaderData } from 'react-router-dom';

/** What a page of `route` renders from: its screen data, never a redirect (the loader followed it). */
export type ScreenDataOf<R extends keyof ScreenDataByRoute> = Exclude<ScreenDataByRoute[R], RedirectAnswer>;

/**
 * The page's screen data, typed by the contract for its route: `useScreenData('/mypage/password/edit')`.
 * The one place that trusts the loader: every page route's loader is {@link screenDataLoader}, which
 * fetched this route's screen data and navigated away on a redirect answer. A page serving several
 * routes names one whose data has the same type.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the route names the type; the loader already knows it
export function useScreenData<R extends keyof ScreenDataByRoute>(route: R): ScreenDataOf<R> {
  return useLoaderData() as ScreenDataOf<R>;
}
