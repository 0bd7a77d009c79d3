import { PIN_RESEND_SUGGESTION_MINUTES, PIN_VALIDITY_MINUTES } from '@vs/validation';
import type { Language } from '../../../http/language';
import { codeMail } from './code-mail';
import type { RenderedMail } from './layout';

export interface SignupPinMail {
  readonly language: Language;
  readonly serviceName: string;
  readonly pinCode: string;
}

const wording = {
  ja: (service: string) => ({
    subject: `【${service}】会員登録の認証コード`,
    intro: `${service}への会員登録をお申し込みいただきありがとうございます。`,
    lead: '以下の認証コードを会員登録画面に入力してください。',
    validity: `認証コードの有効期限は${PIN_VALIDITY_MINUTES}分です。`,
    resend: `メールが届かない場合は、${PIN_RESEND_SUGGESTION_MINUTES}分ほど待ってから認証コードを再送信してください。`,
  }),
  en: (service: string) => ({
    subject: `[${service}] Your sign-up verification code`,
    intro: `Thank you for signing up for ${service}.`,
    lead: 'Enter the following verification code on the sign-up page.',
    validity: `The code is valid for ${PIN_VALIDITY_MINUTES} minutes.`,
    resend:
      `If this mail does not arrive, wait about ${PIN_RESEND_SUGGESTION_MINUTES} minutes ` +
      'and then send the code again.',
  }),
} as const;

/** The sign-up PIN mail (spec 000 §9: valid 60 minutes, resend suggested after 5), in the page's language. */
export function signupPinMail({ language, serviceName, pinCode }: SignupPinMail): RenderedMail {
  const w = wording[language](serviceName);
  return codeMail({
    language,
    serviceName,
    subject: w.subject,
    lead: [w.intro, w.lead],
    code: pinCode,
    notes: [w.validity, w.resend],
  });
}
