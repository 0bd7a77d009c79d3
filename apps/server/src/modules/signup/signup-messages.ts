import type { Language } from '../../http/language';

type Wording = Readonly<Record<Language, string>>;

/** The server's own texts for sign-up answers (the page maps codes to its catalogue; these back it up). */
export const signupMessages = {
  /** Spec 001 §8 PIN_CODE_ERROR: 'authentication failed'. */
  pinCodeError: { ja: '認証に失敗しました。', en: 'Authentication failed.' },
  /** Spec 001 §8: e-mail PIN sending fails → 'send failed' on the e-mail field. */
  sendFailed: { ja: 'メールの送信に失敗しました。', en: 'Failed to send the e-mail.' },
  resendTooSoon: {
    ja: '認証コードを再送信するには、しばらく待ってから再度お試しください。',
    en: 'Please wait a moment before sending the code again.',
  },
  tooMany: {
    ja: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。',
    en: 'Too many requests. Please try again after a while.',
  },
  flow: {
    ja: '予期しない操作が行われました。最初からやり直してください。',
    en: 'There was an unexpected operation. Please start again from the beginning.',
  },
} as const satisfies Record<string, Wording>;
