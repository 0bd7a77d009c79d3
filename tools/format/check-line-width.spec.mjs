import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { longLines, widthProblems } from './check-line-width.mjs';

const trees = [];
afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A git tree holding `files` (path → text), all tracked, with a printWidth of 20. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'width-'));
  trees.push(root);
  const all = { '.prettierrc.json': '{ "printWidth": 20 }', 'package.json': '{}', ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '-A'], { cwd: root });
  return root;
}

const wide = 'x'.repeat(21);

describe('longLines', () => {
  it('gives the 1-based number and length of each line wider than the width', () => {
    expect(longLines(`short\n${'y'.repeat(11)}\n${'z'.repeat(10)}\r\n`, 10)).toEqual([{ line: 2, length: 11 }]);
  });
});

describe('the width check', () => {
  it('lists wide lines in the files Prettier formats, with the configured width', async () => {
    const root = tree({ 'a.ts': `const a = 1;\n// ${wide}\n`, 'b.json': `{ "k": "${wide}" }\n` });
    expect(await widthProblems(root)).toEqual([
      'a.ts:2: 24 characters (width 20)',
      'b.json:1: 32 characters (width 20)',
    ]);
  });

  it('skips what Prettier skips, the catalogue and the lock, but checks the hand-formatted index.html', async () => {
    const root = tree({
      '.prettierignore': 'generated\napps/*/index.html\n',
      'generated/c.ts': wide,
      'notes.txt': wide,
      'libs/shared/catalogue/src/locales/en/a.json': `{ "k": "${wide}" }`,
      'package-lock.json': `{ "k": "${wide}" }`,
      'apps/shell/index.html': `<p>${wide}</p>`,
    });
    expect(await widthProblems(root)).toEqual(['apps/shell/index.html:1: 28 characters (width 20)']);
  });

  it('finds nothing in a tree within the width', async () => {
    expect(await widthProblems(tree({ 'a.ts': 'const a = 1;\n' }))).toEqual([]);
  });
});
