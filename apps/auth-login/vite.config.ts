import { viteApp } from '../../tools/mf/vite-app';

export default viteApp({
  root: import.meta.dirname,
  app: 'auth-login',
  port: 4201,
  kind: 'remote',
  // The page most visitors land on first: one chunk with its helpers (tools/mf/fewer-chunks.ts).
  firstVisitPages: ['login'],
});
