/** The Vite configuration shared by the shell and the five remotes; each app adds its own port. */
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption, type UserConfigFnObject } from 'vite';
import { hostFederation, remoteFederation } from './federation';
import { precompress } from './precompress';
import { releaseBasePlaceholder, releaseBuild, releaseMode } from './release-build';

export interface AppOptions {
  /** The folder of the app's vite.config.ts. */
  readonly root: string;
  readonly app: string;
  readonly port: number;
  readonly kind: 'host' | 'remote';
  /** Plugins of this app only (the plans remote's licence list). */
  readonly plugins?: readonly PluginOption[];
}

/**
 * Modules whose import does nothing but define: unused ones are dropped from the bundles. The shared
 * libs' lint refuses an import kept for its effect (libs/shared/.eslintrc.json).
 */
const sideEffectFree = /[\\/](node_modules[\\/]yup|libs[\\/]shared)[\\/]/;

export function viteApp({ root, app, port, kind, plugins = [] }: AppOptions): UserConfigFnObject {
  return defineConfig(({ command, mode }) => {
    // `vite build --mode release` (a remote's build-release target): a build for a versioned folder
    // whose URL the deploy tool writes in afterwards, beside the normal build, never over it.
    const release = kind === 'remote' && mode === releaseMode;
    const base = kind === 'host' ? '/' : release ? releaseBasePlaceholder(app) : `/remotes/${app}/`;
    return {
      root,
      base,
      cacheDir: `../../node_modules/.vite/${app}`,
      resolve: { tsconfigPaths: true },
      plugins: [
        react({ jsxImportSource: '@emotion/react' }),
        kind === 'host' ? hostFederation(command) : remoteFederation(app, command),
        ...plugins,
        releaseBuild(app, release),
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
        outDir: release ? `../../dist/release-builds/${app}` : `../../dist/apps/${app}`,
        emptyOutDir: true,
        target: 'esnext',
        manifest: true,
        reportCompressedSize: false,
        rolldownOptions: {
          // Without this, the endpoint table pulled yup into every page, and a page taking one style
          // from @vs/ui/form loaded formik (the route table, the catalogue loaders: the same story).
          treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) },
        },
      },
    };
  });
}
