// `npm test`: the formatting check (tools:format-check, prettier over the whole tree), lint (with the
// licence check, tools:licenses), typecheck and unit/component tests for every project, then one
// build of every app and the Playwright journeys against that build (Debian's Chromium or CHROME_PATH's,
// the real server). The browser is looked for first: without one the journeys would fail only after
// every other phase had run.
import { missingChromium } from '../browser/chromium.mjs';
import { nx } from './run.mjs';

const noBrowser = missingChromium();
if (noBrowser) {
  console.error(`npm test runs the journeys in Chromium and cannot start: ${noBrowser}`);
  process.exit(1);
}

const common = ['--outputStyle=static', '--parallel=2'];
await nx(['run-many', '-t', 'format-check', 'lint', 'typecheck', 'test', ...common]);
await nx(['run-many', '-t', 'build', ...common]);
await nx(['run', 'e2e:e2e', '--excludeTaskDependencies', '--outputStyle=static']);
