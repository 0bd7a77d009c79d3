/**
 * What a build records for `npm run deploy:remote` (tools/deploy): every app's
 * `.vite/shared-versions.json` (the installed versions of the shared singletons it was built
 * against), and a remote's release build its `remote.json` draft (the routes and namespaces its own
 * `src/page-routes.ts` declares, shared versions); the deploy tool adds the version and the base URL.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { declarationProblems, type RemotePageRoutes } from '../../libs/shared/routes/src/remote-declaration';
import type { RemoteName } from '../../libs/shared/routes/src/route-table';
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

/** Where each remote declares its pages and their namespaces (libs/shared/routes' RemotePageRoutes). */
export const pageRoutesModule = 'src/page-routes.ts';

/**
 * The remote's own page list, loaded through Vite (its TypeScript and the workspace's path aliases)
 * and checked: a release never carries a page outside its remote's prefixes.
 */
export async function declaredPageRoutes(root: string, app: RemoteName): Promise<RemotePageRoutes> {
  const { module } = await runnerImport<{ pageRoutes: RemotePageRoutes }>(join(root, pageRoutesModule), {
    root,
    configFile: false,
    resolve: { tsconfigPaths: true },
    logLevel: 'error',
  });
  const problems = declarationProblems(app, module.pageRoutes);
  if (problems.length > 0)
    throw new Error(`${app}'s ${pageRoutesModule} cannot be released:\n  ${problems.join('\n  ')}`);
  return module.pageRoutes;
}

/**
 * Every build writes the shared packages' versions it was made against; `released` (the remote of a
 * `--mode release` build, else null) also gets its page list checked and its remote.json drafted.
 */
export function releaseBuild(released: RemoteName | null): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'vs-release-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const shared = installedSharedVersions();
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'shared-versions.json'), `${JSON.stringify(shared, null, 2)}\n`);
      if (!released) return;
      const app = released;
      const { routes, namespaces } = await declaredPageRoutes(root, app);
      // A route whose page folder was not built would load nothing: refuse the release here.
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as object;
      const missing = routes.filter(({ page }) => !(`src/pages/${page}/index.tsx` in manifest));
      if (missing.length > 0)
        throw new Error(
          `${app} declares pages it has no src/pages/<page>/index.tsx for: ${missing.map((r) => r.page).join(', ')}`,
        );
      const draft = { name: app, routes, namespaces, shared };
      writeFileSync(join(outDir, 'remote.json'), `${JSON.stringify(draft, null, 2)}\n`);
    },
  };
}
