import { RouteErrorPage } from '@vs/mf';
import { GuestLayout } from './guest-layout';

/**
 * When a layout's own loader fails (the account header), that layout cannot render: show the error
 * page inside the guest chrome, so the visitor still has the logo, footer and language switch.
 */
export function LayoutErrorPage() {
  return (
    <GuestLayout>
      <RouteErrorPage />
    </GuestLayout>
  );
}
