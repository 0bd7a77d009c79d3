import type { AccountPinPurpose } from '@vs/contract';
import { PIN_RESEND_SUGGESTION_MINUTES, PIN_VALIDITY_MINUTES } from '@vs/validation';
import { escapeHtml } from '../../../http/escape';
import type { Language } from '../../../http/language';
import { codeBlock, htmlMail, paragraph, type RenderedMail } from './layout';

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
    label: '認証コード',
    validity: `認証コードの有効期限は${PIN_VALIDITY_MINUTES}分です。`,
    resend: `メールが届かない場合は、${PIN_RESEND_SUGGESTION_MINUTES}分ほど待ってから認証コードを再送信してください。`,
    ignore: 'このメールにお心当たりのない場合は、破棄してください。第三者に認証コードを伝えないでください。',
    footer: 'このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。',
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
    label: 'Verification code',
    validity: `The code is valid for ${PIN_VALIDITY_MINUTES} minutes.`,
    resend:
      `If this mail does not arrive, wait about ${PIN_RESEND_SUGGESTION_MINUTES} minutes ` +
      'and then send the code again.',
    ignore: 'If you did not request this, please ignore this mail. Never share the code with anyone.',
    footer: 'This mail was sent from a send-only address; replies are not read.',
  }),
} as const;

/**
 * The PIN mail of a My Page change (spec 000 §9: valid 60 minutes, resend suggested after 5), in
 * the member's language.
 */
export function accountPinMail({ language, serviceName, purpose, pinCode }: AccountPinMail): RenderedMail {
  const w = wording[language](serviceName);
  const subject = w.subject[purpose];
  const lead = w.lead[purpose];
  const text = [
    lead,
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
  const html = htmlMail(language, subject, serviceName, [
    paragraph(lead),
    `<p style="margin:0;color:#5b6478;font-size:13px">${escapeHtml(w.label)}</p>`,
    codeBlock(w.label, pinCode),
    paragraph(w.validity),
    paragraph(w.resend),
    `<hr style="border:none;border-top:1px solid #dde1e8;margin:24px 0">`,
    `<p style="margin:0 0 8px;font-size:12px;color:#5b6478">${escapeHtml(w.ignore)}</p>`,
    `<p style="margin:0;font-size:12px;color:#5b6478">${escapeHtml(w.footer)}</p>`,
  ]);
  return { subject, text, html };
}
