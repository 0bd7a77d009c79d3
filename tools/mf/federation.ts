/**
 * The one Module Federation configuration every Vite config imports, so the shared singletons and
 * the byte-saving options (see docs/decisions.md) cannot drift between shell and remotes.
 */
import { federation } from '@module-federation/vite';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import rootPackage from '../../package.json' with { type: 'json' };

const deps: Record<string, string> = rootPackage.dependencies;

/** Only what carries React context (or a cross-remote store) crosses the federation boundary. */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-router-dom',
  '@emotion/react',
  // The css-prop JSX runtime holds emotion's ThemeContext too; unshared, each remote would read an
  // empty theme from its own copy.
  '@emotion/react/jsx-runtime',
  'i18next',
  'react-i18next',
  'zustand',
] as const;

/** `@scope/pkg/sub` → `@scope/pkg`; `pkg/sub` → `pkg`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

/**
 * What a singleton is built from when it is not the package's own entry: react-router-dom is provided
 * as a client-only subset of react-router (about 29 KB gzipped less; see the facade's note). An alias
 * would do the same for plain imports, but the federation plugin then bypasses sharing; `import` does not.
 */
export const providedFrom: Partial<Record<string, string>> = {
  'react-router-dom': fileURLToPath(new URL('./react-router-facade.ts', import.meta.url)),
};

/** The dev server compiles JSX to the dev runtime, which holds the same theme context. */
const devOnlySingletons = ['@emotion/react/jsx-dev-runtime'] as const;

function shared(mode: Mode) {
  const names: readonly string[] = mode === 'serve' ? [...sharedSingletons, ...devOnlySingletons] : sharedSingletons;
  return Object.fromEntries(
    names.map((name) => {
      const version = deps[packageOf(name)];
      if (!version) throw new Error(`shared singleton ${name} is not a dependency`);
      const from = providedFrom[name];
      return [name, { singleton: true, requiredVersion: version, ...(from ? { import: from } : {}) }];
    }),
  );
}

/** Vite's command: `serve` (dev server) or `build`. */
export type Mode = 'serve' | 'build';

/** Container names must be identifiers; remote names use dashes in URLs. */
export function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}

// @module-federation/vite types its plugins as any[]; Vite takes them as plugin options.
export function hostFederation(mode: Mode): PluginOption {
  return federation({
    name: 'shell',
    remotes: {},
    shared: shared(mode),
    shareStrategy: 'loaded-first',
    disableSnapshot: true,
    dts: false,
    experiments: { provideExternalRuntime: true },
  }) as PluginOption;
}

export function remoteFederation(remote: string, mode: Mode): PluginOption {
  return federation({
    name: containerName(remote),
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/routes.ts' },
    shared: shared(mode),
    shareStrategy: 'loaded-first',
    disableSnapshot: true,
    disableRemote: true,
    dts: false,
    // Built remotes use the shell's runtime (fewer bytes). The dev server keeps its own so that
    // `nx serve <remote>` runs standalone, with no shell to provide one.
    experiments: { externalRuntime: mode === 'build' },
  }) as PluginOption;
}
