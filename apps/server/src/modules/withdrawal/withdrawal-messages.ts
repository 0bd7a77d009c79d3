import { wording, type Wording } from '@vs/catalogue';

/** Spec 001 §8 "withdrawal blocked by an active plan" (the page shows the server's message). */
export const withdrawalBlockedMessage: Wording = wording('credentials:errors.withdrawalBlocked');
