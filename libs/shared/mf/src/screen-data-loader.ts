import { fetchScreenData } from '@vs/api-client';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { documentNavigation } from './document-navigation';
import { classifyRedirect } from './redirect-target';

/** Sends the browser to a redirect answer: router navigation inside the site, a full load outside. */
export function followRedirect(to: string): Response | Promise<never> {
  const target = classifyRedirect(to, window.location.origin);
  if (target.kind === 'internal') return redirect(target.path);
  if (target.kind === 'external') documentNavigation.assign(target.url);
  else console.error('refused redirect target', to);
  // The page is being left (or the target was refused): keep the navigation pending, render nothing new.
  return new Promise<never>(() => undefined);
}

/**
 * The static loader of every page route (static, so it runs in parallel with the route's `lazy`):
 * GET /zapi/internal/{path}/screen-data{search}. Data lands in `useLoaderData()`; a redirect answer
 * navigates; an ApiError is thrown on to the route's error element, which renders its status.
 */
export function screenDataLoaderFor(basename = ''): (args: LoaderFunctionArgs) => Promise<unknown> {
  return async ({ request }) => {
    const url = new URL(request.url);
    // A standalone remote runs under its dev base path; the server knows only the site's paths.
    const pathname =
      basename && url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) || '/' : url.pathname;
    const answer = await fetchScreenData<unknown>(pathname, url.search, { signal: request.signal });
    if (answer.kind === 'redirect') return followRedirect(answer.to);
    return answer.data;
  };
}

export const screenDataLoader = screenDataLoaderFor();
