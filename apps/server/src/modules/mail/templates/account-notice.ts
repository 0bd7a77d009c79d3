import { escapeHtml } from '../../../http/escape';
import type { Language } from '../../../http/language';
import { htmlMail, paragraph, type RenderedMail } from './layout';

/** A change of how the member logs in (SECURITY.md "Logs and notices"); the new address is masked like on the second-factor pages. */
export type AccountNotice = { readonly kind: 'emailChanged'; readonly maskedNewEmail: string } | { readonly kind: 'passwordEnabled' };

const wording = {
  ja: {
    subject: (service: string, notice: AccountNotice) =>
      notice.kind === 'emailChanged' ? `【${service}】メールアドレスが変更されました` : `【${service}】パスワードが設定されました`,
    body: (notice: AccountNotice) =>
      notice.kind === 'emailChanged'
        ? `ご登録のメールアドレスが ${notice.maskedNewEmail} に変更されました。今後のお知らせは新しいメールアドレスにお送りします。`
        : 'パスワードが設定されました。今後はメールアドレスとパスワードでもログインできます。',
    warn: 'お心当たりのない場合は、すぐにサポートまでご連絡ください。',
    footer: 'このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。',
  },
  en: {
    subject: (service: string, notice: AccountNotice) =>
      notice.kind === 'emailChanged' ? `[${service}] Your e-mail address was changed` : `[${service}] A password was set for your account`,
    body: (notice: AccountNotice) =>
      notice.kind === 'emailChanged'
        ? `The e-mail address of your account was changed to ${notice.maskedNewEmail}. From now on we write to the new address.`
        : 'A password was set for your account. You can now also log in with your e-mail address and password.',
    warn: 'If this was not you, contact support at once.',
    footer: 'This mail was sent from a send-only address; replies are not read.',
  },
} as const;

/** The notice of an account change, sent to the address that was in use before it. */
export function accountNoticeMail(language: Language, serviceName: string, notice: AccountNotice): RenderedMail {
  const w = wording[language];
  const subject = w.subject(serviceName, notice);
  const body = w.body(notice);
  const text = [body, '', w.warn, '', '--', serviceName, w.footer, ''].join('\n');
  const html = htmlMail(language, subject, serviceName, [paragraph(body), paragraph(w.warn), `<p style="margin:0;font-size:12px;color:#5b6478">${escapeHtml(w.footer)}</p>`]);
  return { subject, text, html };
}
