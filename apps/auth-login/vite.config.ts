import { viteApp } from '../../tools/mf/vite-app';

export default viteApp({ root: import.meta.dirname, app: 'auth-login', port: 4201, kind: 'remote' });
