// The shared contract (endpoint table, cookie names) straight from libs/shared/contract, so the
// benchmarks call exactly what the browser calls. The contract imports other libs by their tsconfig
// aliases, which plain Node does not know: esbuild bundles it once into node_modules/.cache.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outfile = `${root}node_modules/.cache/vs-bench/contract.mjs`;
mkdirSync(dirname(outfile), { recursive: true });
await build({
  entryPoints: [`${root}libs/shared/contract/src/index.ts`],
  bundle: true,
  format: 'esm',
  platform: 'node',
  packages: 'external',
  tsconfig: `${root}tsconfig.base.json`,
  outfile,
  logLevel: 'warning',
});

/** @type {typeof import('../../libs/shared/contract/src/index')} */
const contract = await import(pathToFileURL(outfile).href);
export const {
  endpoints,
  externalAuthPaths,
  accountIdentifierCookieName,
  csrfCookieName,
  csrfHeaderName,
  hostCookieName,
  screenDataPath,
} = contract;
