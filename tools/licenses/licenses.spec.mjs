import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { licenseProblem } from './license-rule.mjs';
import { licenseOf, noticeOf, productionPackages } from './production-packages.mjs';

const trees = [];
afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project folder with a lock and installed packages: `packages` maps lock paths to entries. */
function tree(packages, installed = {}) {
  const root = mkdtempSync(join(tmpdir(), 'licences-'));
  trees.push(root);
  writeFileSync(
    join(root, 'package-lock.json'),
    JSON.stringify({ lockfileVersion: 3, packages: { '': {}, ...packages } }),
  );
  for (const [path, files] of Object.entries(installed)) {
    mkdirSync(join(root, path), { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(join(root, path, file), text);
  }
  return root;
}

const manifest = (name, version, license) => JSON.stringify({ name, version, license });

describe('the licence rule', () => {
  it.each([
    ['MIT', null],
    ['(MPL-2.0 OR Apache-2.0)', null],
    ['(MIT OR CC0-1.0)', null],
    ['MIT AND ISC', null],
    ['AGPL-3.0-or-later', '"AGPL-3.0-or-later" is not permissive'],
    ['GPL-2.0-only WITH Classpath-exception-2.0', '"GPL-2.0-only WITH Classpath-exception-2.0" is not permissive'],
    ['LGPL-3.0-only', '"LGPL-3.0-only" is not permissive'],
    ['MPL-2.0', '"MPL-2.0" is not permissive'],
    ['SSPL-1.0', '"SSPL-1.0" is not permissive'],
    ['EUPL-1.2', '"EUPL-1.2" is not permissive'],
    ['MIT AND GPL-3.0-only', '"MIT AND GPL-3.0-only" is not permissive'],
    ['SEE LICENSE IN LICENSE.txt', '"SEE LICENSE IN LICENSE.txt" is not an SPDX expression'],
    [null, 'declares no licence'],
  ])('%s → %s', (license, problem) => {
    expect(licenseProblem({ name: 'some-package', license })).toBe(problem);
  });

  it('lets a reviewed package through only under the licence it was reviewed under', () => {
    expect(licenseProblem({ name: 'geoip-country', license: 'MaxMind GeoLite2 License' })).toBeNull();
    expect(licenseProblem({ name: 'geoip-country', license: 'GPL-3.0-only' })).toBe('"GPL-3.0-only" is not permissive');
    expect(licenseProblem({ name: 'other', license: 'MaxMind GeoLite2 License' })).not.toBeNull();
  });

  it('reads the older package.json licence forms', () => {
    expect(licenseOf({ license: { type: 'MIT' } })).toBe('MIT');
    expect(licenseOf({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('(MIT OR Apache-2.0)');
    expect(licenseOf({})).toBeNull();
  });
});

describe('the production packages', () => {
  it('are the lock entries outside the development tree, read from their installed package.json', () => {
    const root = tree(
      {
        'node_modules/app-lib': { version: '1.0.0', license: 'MIT' },
        'node_modules/app-lib/node_modules/nested': { version: '2.0.0', license: 'ISC' },
        'node_modules/test-tool': { version: '3.0.0', license: 'GPL-3.0-only', dev: true },
        'node_modules/typescript': { version: '6.0.3', license: 'Apache-2.0', devOptional: true },
        'node_modules/binary-other-os': { version: '1.0.0', license: 'MIT', optional: true },
      },
      {
        'node_modules/app-lib': { 'package.json': manifest('app-lib', '1.0.0', 'MIT'), LICENSE: 'MIT text' },
        'node_modules/app-lib/node_modules/nested': { 'package.json': manifest('nested', '2.0.0', 'ISC') },
      },
    );
    expect(
      productionPackages(root).map(({ name, version, license, installed }) => [name, version, license, installed]),
    ).toEqual([
      ['app-lib', '1.0.0', 'MIT', true],
      ['binary-other-os', '1.0.0', 'MIT', false],
      ['nested', '2.0.0', 'ISC', true],
    ]);
    expect(noticeOf(join(root, 'node_modules/app-lib'))).toBe('MIT text');
    expect(noticeOf(join(root, 'node_modules/app-lib/node_modules/nested'))).toBeNull();
  });

  it('fail the check on a copyleft production dependency, naming it', () => {
    const root = tree(
      { 'node_modules/ua-parser-js': { version: '2.0.10', license: 'AGPL-3.0-or-later' } },
      { 'node_modules/ua-parser-js': { 'package.json': manifest('ua-parser-js', '2.0.10', 'AGPL-3.0-or-later') } },
    );
    const run = () =>
      execFileSync(process.execPath, [join(import.meta.dirname, 'check-licenses.mjs'), root], { stdio: 'pipe' });
    expect(run).toThrow(/ua-parser-js@2\.0\.10 \(node_modules\/ua-parser-js\): "AGPL-3\.0-or-later" is not permissive/);
  });
});
