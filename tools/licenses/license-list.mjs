// The licence list that /app/licenses shows: name, version, licence and notice text of every
// installed production package, plus the attributions a package's data asks for. Read at build time
// from the installed packages (tools/mf/license-list-plugin.ts), so it lists exactly what ships.
import { noticeOf, productionPackages } from './production-packages.mjs';

/**
 * geoip-country ships MaxMind's GeoLite2 data; MaxMind's GeoLite2 EULA (§3) asks every product using
 * it for this attribution, worded as the EULA's example.
 */
export const dataAttributions = new Map([
  ['geoip-country', 'This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com.'],
]);

/**
 * @returns {{
 *   attributions: string[],
 *   packages: { name: string, version: string, license: string, notice: string | null }[],
 * }}
 */
export function licenseList(root) {
  const seen = new Set();
  const packages = productionPackages(root).filter((pkg) => {
    const key = `${pkg.name}@${pkg.version}`;
    if (!pkg.installed || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    attributions: packages.flatMap((pkg) => dataAttributions.get(pkg.name) ?? []),
    packages: packages.map((pkg) => ({
      name: pkg.name,
      version: pkg.version,
      license: pkg.license ?? '',
      notice: noticeOf(pkg.dir),
    })),
  };
}
