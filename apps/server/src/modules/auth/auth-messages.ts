import type { ErrorCode } from '@vs/contract';
import type { Language } from '../../http/language';

type Wording = Readonly<Record<Language, string>>;

/** Spec 001 §8 "Login failures" and the password-reset answers, as the server words them. */
export const authMessages = {
  failed: { ja: '認証に失敗しました。', en: 'Authentication failed.' },
  wrongEmailOrPassword: {
    ja: 'メールアドレスまたはパスワードが正しくありません。',
    en: 'The e-mail address or password is incorrect.',
  },
  wrongUserIdOrPassword: {
    ja: 'ユーザIDまたはパスワードが正しくありません。',
    en: 'The user ID or password is incorrect.',
  },
  tryLater: {
    ja: 'ログインの試行回数が多すぎます。しばらく時間をおいてから再度お試しください。',
    en: 'Too many attempts. Please try again later.',
  },
  invalidToken: {
    ja: 'このリンクは無効か、有効期限が切れています。もう一度パスワードの再設定をお申し込みください。',
    en: 'This link is invalid or has expired. Please ask for a new password reset link.',
  },
  passwordReused: {
    ja: '現在のパスワードとは異なるパスワードを設定してください。',
    en: 'Choose a password different from the current one.',
  },
  codeSpent: {
    ja: '認証コードの有効期限が切れたか、入力回数の上限に達しました。認証コードを再送信してください。',
    en: 'The code has expired or too many wrong codes were entered. Please ask for a new code.',
  },
  authCodeOff: {
    ja: 'このストアでは認証コードでのログインは利用できません。',
    en: 'Login by e-mailed code is not offered by this store.',
  },
  sendFailed: {
    ja: '認証コードを送信できませんでした。しばらくしてから再度お試しください。',
    en: 'The code could not be sent. Please try again later.',
  },
  flow: {
    ja: '予期しない操作が行われました。最初からやり直してください。',
    en: 'There was an unexpected operation. Please start again.',
  },
  tooMany: { ja: 'しばらく時間をおいてから再度お試しください。', en: 'Please try again after a while.' },
} as const satisfies Record<string, Wording>;

export type LoginFailureCode = Extract<
  ErrorCode,
  'LOGIN_INVALID_EMAIL_OR_PASSWORD' | 'LOGIN_INVALID_USER_ID_OR_PASSWORD'
>;
