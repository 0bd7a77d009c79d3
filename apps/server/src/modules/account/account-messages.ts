import type { Language } from '../../http/language';

/** Spec 001 §8 "ACCOUNT_ALREADY_EXISTS_USER_ID" (the catalogue's wording; English by the same sense). */
export const userIdTakenMessage: Readonly<Record<Language, string>> = {
  ja: 'このユーザIDは既に使用されています。別のユーザIDを登録してください。',
  en: 'This user ID is already in use. Please register a different user ID.',
};

/** Spec 001 §5 "E-mail" / §8 sign-up "e-mail already in use" (the page adds its link to log in). */
export const emailTakenMessage: Readonly<Record<Language, string>> = {
  ja: 'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。',
  en: 'This e-mail address is already in use. Please register a different e-mail address.',
};
