import { PIN_RESEND_SUGGESTION_MINUTES, PIN_VALIDITY_MINUTES } from '@vs/validation';
import { escapeHtml } from '../../../http/escape';
import type { Language } from '../../../http/language';
import { codeBlock, htmlMail, paragraph, type RenderedMail } from './layout';

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
    label: '認証コード',
    validity: `認証コードの有効期限は${PIN_VALIDITY_MINUTES}分です。`,
    resend: `メールが届かない場合は、${PIN_RESEND_SUGGESTION_MINUTES}分ほど待ってから認証コードを再送信してください。`,
    ignore: 'このメールにお心当たりのない場合は、破棄してください。第三者に認証コードを伝えないでください。',
    footer: 'このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。',
  }),
  en: (service: string) => ({
    subject: `[${service}] Your sign-up verification code`,
    intro: `Thank you for signing up for ${service}.`,
    lead: 'Enter the following verification code on the sign-up page.',
    label: 'Verification code',
    validity: `The code is valid for ${PIN_VALIDITY_MINUTES} minutes.`,
    resend:
      `If this mail does not arrive, wait about ${PIN_RESEND_SUGGESTION_MINUTES} minutes ` +
      'and then send the code again.',
    ignore: 'If you did not request this, please ignore this mail. Never share the code with anyone.',
    footer: 'This mail was sent from a send-only address; replies are not read.',
  }),
} as const;

/** The sign-up PIN mail (spec 000 §9: valid 60 minutes, resend suggested after 5), in the page's language. */
export function signupPinMail({ language, serviceName, pinCode }: SignupPinMail): RenderedMail {
  const w = wording[language](serviceName);
  const text = [
    w.intro,
    w.lead,
    '',
    `${w.label}: ${pinCode}`,
    '',
    w.validity,
    w.resend,
    '',
    w.ignore,
    '',
    '--',
    serviceName,
    w.footer,
    '',
  ].join('\n');
  const code = codeBlock(w.label, pinCode);
  const html = htmlMail(language, w.subject, serviceName, [
    paragraph(w.intro),
    paragraph(w.lead),
    `<p style="margin:0;color:#5b6478;font-size:13px">${escapeHtml(w.label)}</p>`,
    code,
    paragraph(w.validity),
    paragraph(w.resend),
    `<hr style="border:none;border-top:1px solid #dde1e8;margin:24px 0">`,
    `<p style="margin:0 0 8px;font-size:12px;color:#5b6478">${escapeHtml(w.ignore)}</p>`,
    `<p style="margin:0;font-size:12px;color:#5b6478">${escapeHtml(w.footer)}</p>`,
  ]);
  return { subject: w.subject, text, html };
}
