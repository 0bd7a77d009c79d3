/**
 * Writes `.br` and `.gz` beside every text file of a folder, so the server (@fastify/static with
 * `preCompressed`) sends compressed files without compressing on each request. Used by the build
 * (precompress.ts) and by the deploy tool after it writes a release's base URL into its files.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|json|svg|txt|map)$/;
/** Below this, compressed framing can outgrow the saving. */
const minBytes = 512;

/** Every file under a folder, paths joined to it. */
export function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function compressDir(dir) {
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file) || file.includes('/.vite/')) continue;
    const body = readFileSync(file);
    if (body.length < minBytes) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}
