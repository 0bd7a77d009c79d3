/** Precompresses a build's text files when Vite has written them (compress-dir.mjs says why). */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compressDir } from './compress-dir.mjs';

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vs-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      compressDir(outDir);
    },
  };
}
