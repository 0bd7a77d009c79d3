import { describe, expect, it } from 'vitest';
import { cyclesOf, edgesOf, folderOf, importsOf, offencesOf } from './check-server-layers.mjs';

/** @param {Record<string, string>} files path under src → text */
const edges = (files) => edgesOf(Object.entries(files).map(([path, text]) => ({ path, text })));

const layers = {
  below: ['db', 'http'],
  above: ['dev'],
  layers: [
    { name: 'base', modules: ['store', 'session'] },
    { name: 'middle', modules: ['account'] },
    { name: 'top', modules: ['auth'] },
  ],
};
const folders = ['store', 'session', 'account', 'auth'];

describe('importsOf', () => {
  it('finds static, re-export, type-only, multi-line, side-effect, dynamic and augmenting imports, by line', () => {
    const text = [
      "import { a } from '../store/a';",
      "import type { B } from '../session/b';",
      "export { c } from './c';",
      'import {',
      '  d,',
      "} from '../account/d';",
      "import '../auth/side-effect';",
      "const e = await import('../auth/e');",
      "import { f } from 'drizzle-orm';",
      "declare module '../session/session-data' {",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { specifier: '../store/a', line: 1 },
      { specifier: '../session/b', line: 2 },
      { specifier: './c', line: 3 },
      { specifier: '../account/d', line: 4 },
      { specifier: '../auth/side-effect', line: 7 },
      { specifier: '../auth/e', line: 8 },
      { specifier: '../session/session-data', line: 10 },
    ]);
  });
});

describe('folderOf', () => {
  it('names a module by its folder and anything else by its top folder under src', () => {
    expect(folderOf('modules/auth/login.ts')).toBe('auth');
    expect(folderOf('db/schema/index.ts')).toBe('../db');
    expect(folderOf('app.ts')).toBeUndefined();
    expect(folderOf('modules/layers.json')).toBeUndefined();
  });
});

describe('offencesOf', () => {
  it('accepts imports into the own folder and down the layers', () => {
    const found = edges({
      'modules/auth/login.ts':
        "import { x } from '../account/x';\nimport { y } from './y';\nimport { z } from '../../db/client';",
      'modules/account/x.ts': "import { s } from '../store/s';",
      'dev/fixtures.ts': "import { l } from '../modules/auth/login';",
    });
    expect(offencesOf(found, layers, folders)).toEqual([]);
  });

  it('names an upward import, a sideways one, and a cycle with the loop', () => {
    const found = edges({
      'modules/account/x.ts': "import { l } from '../auth/login';",
      'modules/auth/login.ts': "import { x } from '../account/x';",
      'modules/store/s.ts': "\nimport { t } from '../session/t';",
    });
    expect(offencesOf(found, layers, folders)).toEqual([
      'cycle between module folders: account → auth → account',
      'modules/account/x.ts:1: module "account" (layer "middle") imports "auth" from the higher layer "top"',
      'modules/store/s.ts:2: module "store" imports "session" from its own layer "base";' +
        ' move the shared part down a layer',
    ]);
  });

  it('keeps the foundation folders free of modules and the modules free of dev', () => {
    const found = edges({
      'db/seed.ts': "import { s } from '../modules/store/s';",
      'modules/auth/login.spec.ts': "import { f } from '../../dev/fake';",
    });
    expect(offencesOf(found, layers, folders)).toEqual([
      'db/seed.ts:1: src/db sits below every module but imports module "store"',
      'modules/auth/login.spec.ts:1: module "auth" imports src/dev, which sits above every module',
    ]);
  });

  it('names folders missing from the layers and layers naming no folder', () => {
    expect(
      offencesOf(
        [],
        layers,
        [...folders, 'mail'].filter((name) => name !== 'session'),
      ),
    ).toEqual([
      'module folder "mail" is in no layer of layers.json',
      'layers.json names "session", which is not a folder under modules/',
    ]);
  });
});

describe('cyclesOf', () => {
  it('reports one loop per group of folders that reach each other', () => {
    const loops = cyclesOf([
      { from: 'a', to: 'b', file: 'f', line: 1 },
      { from: 'b', to: 'c', file: 'f', line: 1 },
      { from: 'c', to: 'a', file: 'f', line: 1 },
      { from: 'd', to: 'e', file: 'f', line: 1 },
      { from: 'e', to: 'd', file: 'f', line: 1 },
      { from: 'e', to: 'a', file: 'f', line: 1 },
    ]);
    expect(loops).toEqual([
      ['a', 'b', 'c', 'a'],
      ['d', 'e', 'd'],
    ]);
  });
});
