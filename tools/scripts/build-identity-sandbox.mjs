// `nx run identity-sandbox:build`: bundles the sandbox identity provider into
// dist/apps/identity-sandbox/main.mjs (packages stay external, as the server's build does).
import { build } from 'esbuild';

const root = new URL('../../', import.meta.url);
const at = (path) => new URL(path, root).pathname;

await build({
  entryPoints: [at('apps/identity-sandbox/src/main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  target: 'node24',
  tsconfig: at('apps/identity-sandbox/tsconfig.json'),
  outfile: at('dist/apps/identity-sandbox/main.mjs'),
  logLevel: 'warning',
});
