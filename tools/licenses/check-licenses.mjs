// `nx run tools:licenses` (before tools:lint, so `npm test` and CI run it): fails when a production
// dependency carries a licence outside the rule of license-rule.mjs. Reads the lock and the installed
// package.json files only: no network, well under a second. An argument names another tree (the spec).
import { resolve } from 'node:path';
import { licenseProblem } from './license-rule.mjs';
import { productionPackages } from './production-packages.mjs';

const root = resolve(process.argv[2] ?? new URL('../..', import.meta.url).pathname);
const packages = productionPackages(root);
const problems = packages.flatMap((pkg) => {
  const problem = licenseProblem(pkg);
  return problem ? [`  ${pkg.name}@${pkg.version} (${pkg.dir.slice(root.length + 1)}): ${problem}`] : [];
});

if (problems.length > 0) {
  console.error(`Production dependencies with a licence the project does not accept (docs/decisions.md):`);
  console.error(problems.join('\n'));
  console.error('Replace the package, move it to devDependencies if it is not needed at run time, or review it');
  console.error('in tools/licenses/license-rule.mjs (reviewedPackages) with the reason it may ship.');
  process.exit(1);
}
console.log(`licences: ${packages.length} production packages, all permissive or reviewed`);
