/**
 * The one Module Federation configuration every Vite config imports, so the shared singletons and
 * the byte-saving options (see docs/decisions.md) cannot drift between shell and remotes.
 */
import { federation } from '@module-federation/vite';
import type { PluginOption } from 'vite';
import rootPackage from '../../package.json' with { type: 'json' };

const deps: Record<string, string> = rootPackage.dependencies;

/** Only what carries React context (or a cross-remote store) crosses the federation boundary. */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-router-dom',
  '@emotion/react',
  'i18next',
  'react-i18next',
  'zustand',
] as const;

function shared() {
  return Object.fromEntries(
    sharedSingletons.map((name) => {
      const version = deps[name];
      if (!version) throw new Error(`shared singleton ${name} is not a dependency`);
      return [name, { singleton: true, requiredVersion: version }];
    }),
  );
}

/** Container names must be identifiers; remote names use dashes in URLs. */
export function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}

export function hostFederation(): PluginOption {
  return federation({
    name: 'shell',
    remotes: {},
    shared: shared(),
    shareStrategy: 'loaded-first',
    disableSnapshot: true,
    dts: false,
    experiments: { provideExternalRuntime: true },
  });
}

export function remoteFederation(remote: string): PluginOption {
  return federation({
    name: containerName(remote),
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/routes.ts' },
    shared: shared(),
    shareStrategy: 'loaded-first',
    disableSnapshot: true,
    disableRemote: true,
    dts: false,
    experiments: { externalRuntime: true },
  });
}
