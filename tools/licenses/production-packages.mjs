// The production dependencies as `npm ci --omit=dev` installs them: every package-lock.json entry
// that is neither `dev` (reached only through devDependencies) nor `devOptional` (a devDependency
// that a production package names only as an optional peer), read from its installed package.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{
 *   name: string, version: string, license: string | null, dir: string, installed: boolean,
 * }} ProductionPackage
 */

/** package.json's `license`, or the older `license: {type}` / `licenses: [{type}]` forms. */
export function licenseOf(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string') return license;
  if (license && typeof license.type === 'string') return license.type;
  if (Array.isArray(licenses) && licenses.length > 0) {
    const types = licenses.map((entry) => (typeof entry === 'string' ? entry : entry.type));
    return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
  }
  return null;
}

/** The lock's path `node_modules/a/node_modules/@b/c` names the package `@b/c`. */
const nameFromPath = (path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * One entry per installed copy. A package for another platform (an optional binary the lock lists
 * but this machine did not install) keeps the lock's name, version and licence.
 * @returns {ProductionPackage[]}
 */
export function productionPackages(root) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  /** @type {ProductionPackage[]} */
  const found = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.dev || entry.devOptional || entry.link) continue;
    const dir = join(root, path);
    const manifestFile = join(dir, 'package.json');
    if (existsSync(manifestFile)) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      found.push({
        name: manifest.name,
        version: manifest.version,
        license: licenseOf(manifest),
        dir,
        installed: true,
      });
    } else {
      const name = entry.name ?? nameFromPath(path);
      found.push({ name, version: entry.version, license: entry.license ?? null, dir, installed: false });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

const noticeFile = /^(licen[cs]e|copying|notice)(\b|[-_.]|$)/i;

/** The texts of a package's LICENSE, COPYING and NOTICE files (any suffix), or null if it ships none. */
export function noticeOf(dir) {
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((file) => file.isFile() && noticeFile.test(file.name))
    .map((file) => file.name)
    .sort();
  if (files.length === 0) return null;
  return files.map((file) => readFileSync(join(dir, file), 'utf8').trim()).join('\n\n');
}
