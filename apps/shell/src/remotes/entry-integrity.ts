import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { RemoteEntry } from '@vs/contract';

/**
 * Loads a remote's entry only when its bytes match the integrity value of its release's signed file
 * list (the remotes manifest carries it). The federation runtime imports an ES-module entry with a
 * bare `import()`, which takes no integrity (its createScript hook serves classic-script entries only),
 * so its `loadEntry` hook first fetches the entry as a modulepreload link with the value: the module
 * map holds one module per URL, so the runtime's import then takes the module the browser checked,
 * and a failed check fails it too. The server's HTML preloads the first page's entry the same way.
 */
export function preloadModule(url: string, integrity: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.setAttribute('crossorigin', 'anonymous');
    link.setAttribute('integrity', integrity);
    link.href = url;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`${url} failed its integrity check or did not load`)), {
      once: true,
    });
    doc.head.append(link);
  });
}

export function entryIntegrityPlugin(
  remotes: readonly RemoteEntry[],
  preload: (url: string, integrity: string) => Promise<void> = preloadModule,
): ModuleFederationRuntimePlugin {
  const integrityOf = new Map(remotes.flatMap(({ entry, integrity }) => (integrity ? [[entry, integrity]] : [])));
  return {
    name: 'vs-entry-integrity',
    async loadEntry({ remoteInfo }) {
      const integrity = integrityOf.get(remoteInfo.entry);
      if (integrity) await preload(remoteInfo.entry, integrity);
      // Nothing returned: the runtime goes on with its own import of the entry.
      return undefined;
    },
  };
}
