/** The Vite configuration shared by the shell and the five remotes; each app adds its own port. */
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption, type UserConfigFnObject } from 'vite';
import { hostFederation, remoteFederation } from './federation';
import { precompress } from './precompress';

export interface AppOptions {
  /** The folder of the app's vite.config.ts. */
  readonly root: string;
  readonly app: string;
  readonly port: number;
  readonly kind: 'host' | 'remote';
  /** Plugins of this app only (the plans remote's licence list). */
  readonly plugins?: readonly PluginOption[];
}

/** Modules whose import does nothing but define: unused ones are dropped from the bundles. */
const sideEffectFree = /[\\/](node_modules[\\/]yup|libs[\\/]shared[\\/](contract|validation))[\\/]/;

export function viteApp({ root, app, port, kind, plugins = [] }: AppOptions): UserConfigFnObject {
  const base = kind === 'host' ? '/' : `/remotes/${app}/`;
  return defineConfig(({ command }) => ({
    root,
    base,
    cacheDir: `../../node_modules/.vite/${app}`,
    resolve: { tsconfigPaths: true },
    plugins: [
      react({ jsxImportSource: '@emotion/react' }),
      kind === 'host' ? hostFederation(command) : remoteFederation(app, command),
      ...plugins,
      precompress(),
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
      outDir: `../../dist/apps/${app}`,
      emptyOutDir: true,
      target: 'esnext',
      manifest: true,
      reportCompressedSize: false,
      rolldownOptions: {
        // yup and the contract/validation libs only define things; without this, importing the
        // contract's endpoint table would pull yup into every page, endpoints it does not call or not.
        treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) },
      },
    },
  }));
}
