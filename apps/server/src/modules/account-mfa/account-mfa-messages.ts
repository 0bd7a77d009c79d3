import type { Language } from '../../http/language';

type Wording = Readonly<Record<Language, string>>;

/** What the multi-factor calls answer in words (the My Page shows the server's message, spec 001 §8). */
export const accountMfaMessages = {
  phoneRequired: {
    ja: 'SMS認証を設定するには、電話番号を登録してください。',
    en: 'Register a phone number to set up verification by SMS.',
  },
  sendFailed: {
    ja: '認証コードを送信できませんでした。しばらく時間をおいてから再度お試しください。',
    en: 'The code could not be sent. Please try again after a while.',
  },
  deviceNotFound: { ja: '削除に失敗しました', en: 'Could not delete.' },
} as const satisfies Record<string, Wording>;
