// `nx run server:build`: bundles the server into dist/apps/server/main.mjs (packages stay external,
// installed beside it, but for drizzle-orm) and puts the committed migrations beside it, where migrate.ts
// looks for them (and the test video, where modules/playback looks for it, and PGlite's initdb result,
// migrated, where db/client.ts looks for it).
// Node's own file functions, so the build runs the same on any system.
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('../../', import.meta.url);
const at = (path) => new URL(path, root).pathname;
const outDir = at('dist/apps/server/');

/**
 * Packages bundled into main.mjs although the rest stay external. drizzle-orm ships about 450 small
 * modules under a 180 KB package.json whose "exports" Node 24 parses again for every module it
 * resolves there: imported from node_modules it cost seconds of start-up and a heap grown by 150 MB
 * of garbage that the process keeps as resident memory (docs/performance.md "Memory").
 */
const bundledPackages = new Set(['drizzle-orm']);

/** `packages: 'external'` but for {@link bundledPackages}; the libs (`@vs/…`) resolve through tsconfig paths. */
const packagesOutside = {
  name: 'packages-outside',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./#]/ }, ({ path }) => {
      if (path.startsWith('@vs/')) return undefined;
      const name = path.startsWith('@') ? path.split('/', 2).join('/') : path.split('/', 1)[0];
      return bundledPackages.has(name) ? undefined : { path, external: true };
    });
  },
};

await build({
  entryPoints: [at('apps/server/src/main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  plugins: [packagesOutside],
  target: 'node24',
  tsconfig: at('apps/server/tsconfig.json'),
  outfile: `${outDir}main.mjs`,
  logLevel: 'warning',
});
rmSync(`${outDir}migrations`, { recursive: true, force: true });
cpSync(at('apps/server/src/db/migrations'), `${outDir}migrations`, { recursive: true });
rmSync(`${outDir}test-video`, { recursive: true, force: true });
cpSync(at('apps/server/src/modules/playback/test-video'), `${outDir}test-video`, { recursive: true });

// The cluster PGlite's initdb makes, with this build's migrations applied by drizzle's migrator as
// the server applies them, dumped once here and loaded into a fresh data folder at start
// (db/client.ts). initdb inside the server ran a second PGlite and initdb's own WebAssembly beside
// the server's and copied the result through memory, a boot peak of about 1.2 GB; the migrations'
// DDL made PostgreSQL's parser hot enough for V8 to optimise it, 0.4 GB more (docs/performance.md
// "Memory"). It is made by the installed PGlite, so it always matches the one the server runs; the
// server still runs the migrator at start, which finds them applied.
const { PGlite } = await import('@electric-sql/pglite');
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');
const template = await PGlite.create();
await migrate(drizzle({ client: template }), { migrationsFolder: `${outDir}migrations` });
const dump = await template.dumpDataDir('gzip');
await template.close();
writeFileSync(`${outDir}pglite-migrated.tar.gz`, new Uint8Array(await dump.arrayBuffer()));
