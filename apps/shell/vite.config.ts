import { viteApp } from '../../tools/mf/vite-app';

export default viteApp({ root: import.meta.dirname, app: 'shell', port: 4200, kind: 'host' });
