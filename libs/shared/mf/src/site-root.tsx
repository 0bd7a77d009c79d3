import { Toaster } from '@vs/ui';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { RestartFlowModal } from './restart-flow-modal';

/** The root route's element: the layouts below, plus what every page shares. */
export function SiteRoot() {
  return (
    <>
      <Outlet />
      <Toaster />
      <RestartFlowModal />
      <ScrollRestoration />
    </>
  );
}
