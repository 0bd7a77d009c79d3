/** Turning a remote's release build (dist/release-builds/<remote>) into an immutable versioned folder. */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { filesUnder } from '../mf/compress-dir.mjs';

const precompressed = /\.(br|gz)$/;
const text = /\.(js|mjs|css|json|html|map|svg|txt)$/;

/**
 * A hash of every file's path and bytes, and of the origin it is served from (its URL is written
 * into it): the same build for the same origin is the same version, a changed one a new one.
 */
export function contentVersion(dir, origin = '') {
  const hash = createHash('sha256').update(`${origin}\0`);
  const files = filesUnder(dir)
    .filter((file) => !precompressed.test(file))
    .map((file) => relative(dir, file).split('\\').join('/'))
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(`${dir}/${file}`))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Writes the release's folder URL where the build left its placeholder base (release-build.ts). */
export function rewriteBase(dir, placeholder, base) {
  for (const file of filesUnder(dir)) {
    if (!text.test(file)) continue;
    const body = readFileSync(file, 'utf8');
    if (body.includes(placeholder)) writeFileSync(file, body.split(placeholder).join(base));
  }
}
