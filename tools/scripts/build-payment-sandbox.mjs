// `nx run payment-sandbox:build`: bundles the sandbox payment provider into
// dist/apps/payment-sandbox/main.mjs (packages stay external, as the server's build does).
import { build } from 'esbuild';

const root = new URL('../../', import.meta.url);
const at = (path) => new URL(path, root).pathname;

await build({
  entryPoints: [at('apps/payment-sandbox/src/main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  target: 'node24',
  tsconfig: at('apps/payment-sandbox/tsconfig.json'),
  outfile: at('dist/apps/payment-sandbox/main.mjs'),
  logLevel: 'warning',
});
