import type { RemoteName } from './route-table';

/**
 * The chunk a remote builds for a page that is often a first visit (tools/mf/fewer-chunks.ts): the page
 * with the helpers it shares with no more than a few other pages, in one file instead of three or four.
 * The page's module then has no manifest entry of its own, so the server finds its chunk by this name.
 */
export const firstVisitChunkName = (remote: RemoteName, page: string): string => `${remote}-first-${page}`;
