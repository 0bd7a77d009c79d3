import type { Language } from '../../../http/language';
import { codeMail, pinNotes } from './code-mail';
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
  }),
  en: (service: string) => ({
    subject: `[${service}] Your sign-up verification code`,
    intro: `Thank you for signing up for ${service}.`,
    lead: 'Enter the following verification code on the sign-up page.',
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
    notes: pinNotes[language],
  });
}
