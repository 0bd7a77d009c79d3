/**
 * The fake verification service lives with the journeys as plain ESM (their server script starts it
 * without a build); the server's tests start the same module through this one typed entry.
 */
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test double shared with e2e, never part of the server bundle
export { startFakeBotCheck, type FakeBotCheck, type FakeBotCheckOptions } from '../../../e2e/src/support/fake-bot-check.mjs';
