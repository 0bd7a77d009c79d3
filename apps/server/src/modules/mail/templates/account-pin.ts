import type { AccountPinPurpose } from '@vs/contract';
import type { Language } from '../../../http/language';
import { codeMail, pinNotes } from './code-mail';
import type { RenderedMail } from './layout';

export interface AccountPinMail {
  readonly language: Language;
  readonly serviceName: string;
  readonly purpose: AccountPinPurpose;
  readonly pinCode: string;
}

const wording = {
  ja: (service: string) => ({
    subject: {
      mailEdit: `【${service}】メールアドレス変更の認証コード`,
      mailVerify: `【${service}】メールアドレス確認の認証コード`,
      passwordSetting: `【${service}】パスワード設定の認証コード`,
      withdraw: `【${service}】退会手続きの認証コード`,
    },
    lead: {
      mailEdit: `${service}のメールアドレスをこのアドレスに変更するための認証コードです。変更画面に入力してください。`,
      mailVerify: `${service}に登録されたメールアドレスを確認するための認証コードです。確認画面に入力してください。`,
      passwordSetting: `${service}のパスワードを設定するための認証コードです。設定画面に入力してください。`,
      withdraw: `${service}の退会手続きのための認証コードです。退会画面に入力してください。`,
    },
  }),
  en: (service: string) => ({
    subject: {
      mailEdit: `[${service}] Your code to change your e-mail address`,
      mailVerify: `[${service}] Your code to verify your e-mail address`,
      passwordSetting: `[${service}] Your code to set a password`,
      withdraw: `[${service}] Your code to close your account`,
    },
    lead: {
      mailEdit: `Here is the code to change your ${service} e-mail address to this one. Enter it on the change page.`,
      mailVerify:
        `Here is the code to verify the e-mail address of your ${service} account. ` +
        'Enter it on the verification page.',
      passwordSetting: `Here is the code to set a password for ${service}. Enter it on the settings page.`,
      withdraw: `Here is the code to close your ${service} account. Enter it on the withdrawal page.`,
    },
  }),
} as const;

/**
 * The PIN mail of a My Page change (spec 000 §9: valid 60 minutes, resend suggested after 5), in
 * the member's language.
 */
export function accountPinMail({ language, serviceName, purpose, pinCode }: AccountPinMail): RenderedMail {
  const w = wording[language](serviceName);
  return codeMail({
    language,
    serviceName,
    subject: w.subject[purpose],
    lead: [w.lead[purpose]],
    code: pinCode,
    notes: pinNotes[language],
  });
}
