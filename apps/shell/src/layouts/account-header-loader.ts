import { fetchAccountHeader, takeAccountHeaderStale } from '@vs/api-client';
import type { AccountHeaderScreenData } from '@vs/contract';
import { followRedirect } from '@vs/mf';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';

/**
 * The account layout's own data, fetched in parallel with the page's screen data. Static (not in the
 * layout's lazy chunk) so it starts at once; the layout's code is loaded only on account pages.
 */
export async function accountHeaderLoader({
  request,
}: LoaderFunctionArgs): Promise<AccountHeaderScreenData | Response> {
  const answer = await fetchAccountHeader({ signal: request.signal });
  return answer.kind === 'redirect' ? followRedirect(answer.to) : answer.data;
}

/** The header data changes only when a page says so (the profile image) or through actions, not by moving around. */
export const accountHeaderShouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  takeAccountHeaderStale() || (formMethod !== undefined && defaultShouldRevalidate);
