import { licenseListPlugin } from '../../tools/mf/license-list-plugin';
import { viteApp } from '../../tools/mf/vite-app';

export default viteApp({
  root: import.meta.dirname,
  app: 'plans-checkout',
  port: 4205,
  kind: 'remote',
  // The page most visitors land on first: one chunk with its helpers (tools/mf/fewer-chunks.ts).
  firstVisitPages: ['plan-list'],
  plugins: [licenseListPlugin()],
});
