/**
 * What a build records for `npm run deploy:remote` (tools/deploy): every app's
 * `.vite/shared-versions.json` (the installed versions of the shared singletons it was built
 * against), and a remote's release build its `remote.json` draft (routes, namespaces, shared
 * versions); the deploy tool adds the version and the base URL.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { remoteNamespaces } from '../../libs/shared/routes/src/namespaces';
import { routeTable, type RemoteName } from '../../libs/shared/routes/src/route-table';
import { packageOf, sharedSingletons } from './federation';

/** The mode of `vite build --mode release`: a remote built for a versioned folder (vite-app.ts). */
export const releaseMode = 'release';
/** The base a release is built with; the deploy tool replaces it with the release's folder URL. */
export const releaseBasePlaceholder = (app: string): string => `/__vs_release__/${app}/`;

const require = createRequire(import.meta.url);

/** The versions installed in node_modules, which are what the bundles hold. */
export function installedSharedVersions(): Record<string, string> {
  const packages = [...new Set(sharedSingletons.map(packageOf))];
  return Object.fromEntries(
    packages.map((name) => {
      const file = require.resolve(`${name}/package.json`);
      return [name, (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version];
    }),
  );
}

/** The remote's own route list: today its part of the compiled table (docs/deploy.md says what is next). */
function routesOf(app: string) {
  return routeTable.filter((route) => route.remote === app).map(({ path, page, layout }) => ({ path, page, layout }));
}

export function releaseBuild(app: string, release: boolean): Plugin {
  let outDir = '';
  return {
    name: 'vs-release-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const shared = installedSharedVersions();
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'shared-versions.json'), `${JSON.stringify(shared, null, 2)}\n`);
      if (!release) return;
      const draft = {
        name: app,
        routes: routesOf(app),
        namespaces: remoteNamespaces[app as RemoteName] ?? [],
        shared,
      };
      writeFileSync(join(outDir, 'remote.json'), `${JSON.stringify(draft, null, 2)}\n`);
    },
  };
}
