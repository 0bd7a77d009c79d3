// The fake third parties as processes of their own (plain ESM, so `node` starts them without a build);
// a secondary entry, so that loading the mailbox reader does not load these.
export { startFakeBotCheck, type FakeBotCheck, type FakeBotCheckOptions } from './fake-bot-check.mjs';
export { startMailCatcher, type MailCatcherOptions } from './mail-catcher.mjs';
