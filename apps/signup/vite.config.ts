import { viteApp } from '../../tools/mf/vite-app';

export default viteApp({ root: import.meta.dirname, app: 'signup', port: 4202, kind: 'remote' });
