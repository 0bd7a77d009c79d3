/** The Vite configuration shared by the shell and the five remotes; each app adds its own port. */
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption, type UserConfigFnObject } from 'vite';
import { fewerChunks, type ChunkedApp } from './fewer-chunks';
import { hostFederation, providedFrom, remoteFederation } from './federation';
import { precompress } from './precompress';
import { releaseBasePlaceholder, releaseBuild, releaseMode } from './release-build';
import type { RemoteName } from '../../libs/shared/routes/src/route-table';

interface CommonOptions {
  /** The folder of the app's vite.config.ts. */
  readonly root: string;
  readonly port: number;
  /** Plugins of this app only (the plans remote's licence list). */
  readonly plugins?: readonly PluginOption[];
}

/**
 * The shell (`host`), or a remote: its federated build (`remote`), or `standalone`, a remote's page of
 * its own (`standalone.html`), built without federation into its build's `standalone/` folder, after
 * its federated build (which empties the folder).
 */
export type AppOptions = CommonOptions &
  (
    | { readonly app: 'shell'; readonly kind: 'host' }
    | {
        readonly app: RemoteName;
        readonly kind: 'remote' | 'standalone';
        /** Its pages (folders of `src/pages/`) that are often a first visit: one chunk each (fewer-chunks.ts). */
        readonly firstVisitPages?: readonly string[];
      }
  );

/**
 * Modules whose import does nothing but define: unused ones are dropped from the bundles. The shared
 * libs' lint refuses an import kept for its effect (libs/shared/.eslintrc.json).
 */
const sideEffectFree = /[\\/](node_modules[\\/]yup|libs[\\/]shared)[\\/]/;

export function viteApp(options: AppOptions): UserConfigFnObject {
  const { root, app, port, kind, plugins = [] } = options;
  const remote = options.kind === 'host' ? null : options.app;
  const chunked: ChunkedApp =
    options.kind === 'host'
      ? { kind: 'host' }
      : { kind: 'remote', app: options.app, firstVisitPages: options.firstVisitPages ?? [] };
  return defineConfig(({ command, mode }) => {
    // `vite build --mode release` (a remote's build-release target, its standalone page too): a build for
    // a versioned folder whose URL the deploy tool writes in afterwards, beside the normal build, never over it.
    const release = kind !== 'host' && mode === releaseMode;
    const standalone = kind === 'standalone';
    const remoteBase = release ? releaseBasePlaceholder(app) : `/remotes/${app}/`;
    const base = kind === 'host' ? '/' : standalone ? `${remoteBase}standalone/` : remoteBase;
    const outDir = release ? `../../dist/release-builds/${app}` : `../../dist/apps/${app}`;
    return {
      root,
      base,
      cacheDir: `../../node_modules/.vite/${app}`,
      resolve: {
        tsconfigPaths: true,
        // Without federation, the same client-only subsets of the shared packages the federated builds provide.
        alias: standalone
          ? Object.entries(providedFrom).map(([name, file]) => ({
              find: new RegExp(`^${name}$`),
              replacement: `${file}`,
            }))
          : [],
      },
      plugins: [
        react({ jsxImportSource: '@emotion/react' }),
        ...(standalone ? [] : [kind === 'host' ? hostFederation(command) : remoteFederation(app, command)]),
        ...(standalone ? [] : [fewerChunks(chunked)]),
        ...plugins,
        ...(standalone ? [] : [releaseBuild(release ? remote : null)]),
        // A release is compressed by the deploy tool, once its base URL is written in.
        ...(release ? [] : [precompress()]),
      ],
      server: {
        port,
        strictPort: true,
        host: '127.0.0.1',
        origin: `http://127.0.0.1:${port}`,
        // Every app (shell or a standalone remote) talks to the one server for data and the dev mailbox.
        proxy: { '/zapi': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' },
      },
      preview: { port, strictPort: true, host: '127.0.0.1' },
      build: {
        outDir: standalone ? `${outDir}/standalone` : outDir,
        emptyOutDir: true,
        target: 'esnext',
        manifest: true,
        reportCompressedSize: false,
        rolldownOptions: {
          // A remote's index.html serves `nx serve <remote>` only. As a build input it made a second entry that
          // imports the routes module too, which split that module from the entry the shell loads: one more
          // request on every first visit. The federation plugin adds the remote's own entries.
          ...(standalone ? { input: `${root}/standalone.html` } : kind === 'remote' ? { input: {} } : {}),
          // Without this, the endpoint table pulled yup into every page, and a page taking one style
          // from @vs/ui/form loaded formik (the route table, the catalogue loaders: the same story).
          treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) },
        },
      },
    };
  });
}
