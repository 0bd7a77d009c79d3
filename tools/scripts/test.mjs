// `npm test`: one build of every app, then side by side the Playwright journeys against that build
// (Debian's Chromium or CHROME_PATH's, the real server) and the formatting check (tools:format-check,
// prettier over the whole tree), lint (with the licence check, tools:licenses), typecheck and
// unit/component tests for every project. The browser is looked for first: without one the journeys
// would fail only after every other phase had run.
import { missingChromium } from '../browser/chromium.mjs';
import { nx } from './run.mjs';

const noBrowser = missingChromium();
if (noBrowser) {
  console.error(`npm test runs the journeys in Chromium and cannot start: ${noBrowser}`);
  process.exit(1);
}

/** Runs one phase and says how long it took: where a run's time goes, read off its log. */
async function phase(name, args) {
  const started = Date.now();
  await nx(args);
  console.log(`npm test: ${name} took ${Math.round((Date.now() - started) / 1000)} s`);
}

const common = ['--outputStyle=static', '--parallel=2'];
await phase('build', ['run-many', '-t', 'build', ...common]);
// Side by side: the journeys mostly wait on a browser and a server, and the checks end on one long spec
// run; one after the other, the two phases left the machine's cores half idle. (Three check tasks at a
// time beside the journeys overloaded the machine until timed component specs failed.)
const results = await Promise.allSettled([
  phase('checks and specs', ['run-many', '-t', 'format-check', 'lint', 'typecheck', 'test', ...common]),
  phase('journeys', ['run', 'e2e:e2e', '--excludeTaskDependencies', '--outputStyle=static']),
]);
const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
if (failures.length > 0) {
  for (const failure of failures) console.error(`npm test: ${failure}`);
  process.exit(1);
}
