// The licence rule of the production dependencies (docs/decisions.md, "Licences"): every package's
// licence expression must be satisfiable with permissive licences alone; copyleft (GPL, LGPL, AGPL,
// MPL, EPL, EUPL, CDDL, SSPL, CC BY-SA …), unknown and missing licences fail unless a package is
// named below with the exact licence it was reviewed under.
import parse from 'spdx-expression-parse';

/** Licences that ask for no more than keeping their notice (and Apache-2.0's NOTICE file). */
export const permissiveLicenses = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'BSL-1.0',
  'CC-BY-4.0',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
]);

/** Reviewed one by one: package name → the licence string it was reviewed under, and why it may ship. */
export const reviewedPackages = new Map([
  [
    'geoip-country',
    {
      license: 'MaxMind GeoLite2 License',
      reason:
        "the code is Apache-2.0; the GeoLite2 data it ships is under MaxMind's GeoLite2 EULA (CC BY-SA 4.0), " +
        'used unmodified, with the attribution MaxMind asks for on /app/licenses',
    },
  ],
  [
    'exif-parser',
    {
      license: null,
      reason: "its package.json names no licence; its LICENSE.md is the MIT licence (jimp's EXIF reader)",
    },
  ],
]);

function satisfied(node) {
  if ('license' in node) return permissiveLicenses.has(node.license) && !node.exception && !node.plus;
  return node.conjunction === 'or'
    ? satisfied(node.left) || satisfied(node.right)
    : satisfied(node.left) && satisfied(node.right);
}

/** Why a package may not ship, or null when its licence passes. */
export function licenseProblem({ name, license }) {
  const reviewed = reviewedPackages.get(name);
  if (reviewed && reviewed.license === license) return null;
  if (!license) return 'declares no licence';
  let tree;
  try {
    tree = parse(license);
  } catch {
    return `"${license}" is not an SPDX expression`;
  }
  return satisfied(tree) ? null : `"${license}" is not permissive`;
}
