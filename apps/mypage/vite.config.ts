import { viteApp } from '../../tools/mf/vite-app';

export default viteApp({ root: import.meta.dirname, app: 'mypage', port: 4204, kind: 'remote' });
