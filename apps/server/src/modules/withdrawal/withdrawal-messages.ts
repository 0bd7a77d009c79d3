import type { Language } from '../../http/language';

/** Spec 001 §8 "withdrawal blocked by an active plan" (the page shows the server's message). */
export const withdrawalBlockedMessage: Readonly<Record<Language, string>> = {
  ja: 'ご契約中のプランがあるため退会できません。プランを解約してから、もう一度お試しください。',
  en: 'You cannot withdraw while a plan is under contract. Cancel the plan first, then try again.',
};
