import { viteApp } from '../../tools/mf/vite-app';

// The remote's page of its own for OIDC clients (standalone.html; the server serves it for OIDC pages).
export default viteApp({ root: import.meta.dirname, app: 'oidc-interaction', port: 4203, kind: 'standalone' });
