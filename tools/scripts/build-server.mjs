// `nx run server:build`: bundles the server into dist/apps/server/main.mjs (packages stay external,
// installed beside it) and puts the committed migrations beside it, where migrate.ts looks for them (and
// the test video, where modules/playback looks for it).
// Node's own file functions, so the build runs the same on any system.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('../../', import.meta.url);
const at = (path) => new URL(path, root).pathname;
const outDir = at('dist/apps/server/');

await build({
  entryPoints: [at('apps/server/src/main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  target: 'node24',
  tsconfig: at('apps/server/tsconfig.json'),
  outfile: `${outDir}main.mjs`,
  logLevel: 'warning',
});
rmSync(`${outDir}migrations`, { recursive: true, force: true });
cpSync(at('apps/server/src/db/migrations'), `${outDir}migrations`, { recursive: true });
rmSync(`${outDir}test-video`, { recursive: true, force: true });
cpSync(at('apps/server/src/modules/playback/test-video'), `${outDir}test-video`, { recursive: true });
