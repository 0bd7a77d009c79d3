import type { FailureCatalogue } from '@vs/ui/form';

/** Spec 001 §8 "other PIN, profile, OTP or payment failure": the server's message, else 'エラーが発生しました'. */
export const mypageFailures: FailureCatalogue = { namespace: 'mypage', serverMessages: true };

/** Spec 001 §8 "PIN-code set failure: 'An error occurred'": that text, never the server's. */
export const profilePinFailures: FailureCatalogue = { namespace: 'mypage', fallback: 'account:profilePin.failed' };
