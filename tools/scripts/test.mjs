// `npm test`: the formatting check (tools:format-check, prettier over the whole tree), lint, typecheck
// and unit/component tests for every project, then one build of every app and the Playwright
// journeys against that build (Debian's Chromium, the real server).
import { nx } from './run.mjs';

const common = ['--outputStyle=static', '--parallel=2'];
await nx(['run-many', '-t', 'format-check', 'lint', 'typecheck', 'test', ...common]);
await nx(['run-many', '-t', 'build', ...common]);
await nx(['run', 'e2e:e2e', '--excludeTaskDependencies', '--outputStyle=static']);
