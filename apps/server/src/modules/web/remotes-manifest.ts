import type { RemotesManifest } from '@vs/contract';
import { remoteNames, type RemoteName } from '@vs/routes';

/** The Vite dev-server port of each app (tools/mf and each app's vite.config.ts). */
export const devServerPorts: Readonly<Record<RemoteName | 'shell', number>> = {
  shell: 4200,
  'auth-login': 4201,
  signup: 4202,
  'oidc-interaction': 4203,
  mypage: 4204,
  'plans-checkout': 4205,
};

/** Federation container names must be identifiers; URLs keep the dashes. */
export const containerNameOf = (remote: RemoteName): string => remote.replace(/-/g, '_');

export const remoteEntryPath = (remote: RemoteName): string => `/remotes/${remote}/remoteEntry.js`;

/** Production: every remote from this server's origin. Development: each from its own Vite server. */
export function remotesManifest(dev: boolean): RemotesManifest {
  return {
    remotes: remoteNames.map((remote) => ({
      name: containerNameOf(remote),
      entry: dev ? `http://127.0.0.1:${devServerPorts[remote]}${remoteEntryPath(remote)}` : remoteEntryPath(remote),
    })),
  };
}
