import { viteApp } from '../../tools/mf/vite-app';

export default viteApp({ root: import.meta.dirname, app: 'oidc-interaction', port: 4203, kind: 'remote' });
