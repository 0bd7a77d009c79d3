import type { Language } from '../../http/language';

type Wording = Readonly<Record<Language, string>>;

/** What the profile, password, user-ID and image calls answer in words (the My Page shows the server's message). */
export const accountProfileMessages = {
  /** Spec 001 §8 "REQUEST_UNAUTHORIZED" on the user-ID change. */
  wrongPassword: { ja: 'パスワードが正しくありません。', en: 'The password is incorrect.' },
  /** Spec 001 §8 "HTTP 401 on password change": shown on the current-password field. */
  wrongCurrentPassword: { ja: '現在のパスワードが正しくありません。', en: 'The current password is incorrect.' },
  imageFormat: {
    ja: 'JPEG、PNG、GIF形式の画像を選択してください。',
    en: 'Choose a JPEG, PNG or GIF image.',
  },
  imageTooLarge: {
    ja: '画像のファイルサイズが大きすぎます。',
    en: 'The image file is too large.',
  },
  imageSize: {
    ja: '画像は200×200ピクセルで送信してください。',
    en: 'The image must be 200 × 200 pixels.',
  },
} as const satisfies Record<string, Wording>;
