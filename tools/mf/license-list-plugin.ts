/**
 * `virtual:vs-license-list`: the licence list of the installed production packages
 * (tools/licenses/license-list.mjs), made when the app is built, as one lazy chunk of the page that
 * imports it. Precompressed like every asset: some 300 KB of notices travel as about 17 KB (brotli).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { licenseList } from '../licenses/license-list.mjs';

const id = 'virtual:vs-license-list';
const resolvedId = `\0${id}`;
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export function licenseListPlugin(): Plugin {
  return {
    name: 'vs-license-list',
    resolveId: (source) => (source === id ? resolvedId : null),
    load(loading) {
      if (loading !== resolvedId) return null;
      // JSON.parse of a string literal starts faster than an object literal of this size.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(licenseList(workspaceRoot)))});`;
    },
  };
}
