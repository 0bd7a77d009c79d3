import { escapeHtml } from '../../http/escape';
import type { Language } from '../../http/language';
import { htmlMail, paragraph, type RenderedMail } from '../mail/templates/layout';
import { signedOutAppsLine } from '../mfa/security-notice-mail';

const wording = {
  ja: (service: string, minutes: number) => ({
    subject: `【${service}】パスワード再設定のご案内`,
    intro: `${service}のパスワード再設定のお申し込みを受け付けました。`,
    lead: '以下のリンクから新しいパスワードを設定してください。',
    link: 'パスワードを再設定する',
    validity: `リンクの有効期限は${minutes}分で、一度だけ使えます。`,
    ignore: 'このメールにお心当たりのない場合は、破棄してください。パスワードは変更されません。',
    footer: 'このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。',
  }),
  en: (service: string, minutes: number) => ({
    subject: `[${service}] Reset your password`,
    intro: `We received a request to reset your ${service} password.`,
    lead: 'Set a new password with the following link.',
    link: 'Reset the password',
    validity: `The link is valid for ${minutes} minutes and works once.`,
    ignore: 'If you did not request this, please ignore this mail; your password stays as it is.',
    footer: 'This mail was sent from a send-only address; replies are not read.',
  }),
} as const;

export interface PasswordResetMail {
  readonly language: Language;
  readonly serviceName: string;
  readonly link: string;
  readonly minutes: number;
}

const linkButtonStyle =
  'display:inline-block;padding:12px 24px;background:#1f2a44;color:#ffffff;border-radius:6px;text-decoration:none';

/** The reset link mail; the text part carries the link on a line of its own. */
export function passwordResetMail({ language, serviceName, link, minutes }: PasswordResetMail): RenderedMail {
  const w = wording[language](serviceName, minutes);
  const text = [w.intro, w.lead, '', link, '', w.validity, '', w.ignore, '', '--', serviceName, w.footer, ''].join(
    '\n',
  );
  const html = htmlMail(language, w.subject, serviceName, [
    paragraph(w.intro),
    paragraph(w.lead),
    `<p style="margin:8px 0 24px"><a href="${escapeHtml(link)}" style="${linkButtonStyle}">` +
      `${escapeHtml(w.link)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:12px;word-break:break-all">${escapeHtml(link)}</p>`,
    paragraph(w.validity),
    `<hr style="border:none;border-top:1px solid #dde1e8;margin:24px 0">`,
    `<p style="margin:0 0 8px;font-size:12px;color:#5b6478">${escapeHtml(w.ignore)}</p>`,
    `<p style="margin:0;font-size:12px;color:#5b6478">${escapeHtml(w.footer)}</p>`,
  ]);
  return { subject: w.subject, text, html };
}

const changedWording = {
  ja: (service: string) => ({
    subject: `【${service}】パスワードが変更されました`,
    body: `${service}のパスワードが再設定されました。`,
    warn: 'お心当たりのない場合は、すぐにパスワードの再設定を行い、サポートまでご連絡ください。',
    footer: 'このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。',
  }),
  en: (service: string) => ({
    subject: `[${service}] Your password was changed`,
    body: `Your ${service} password has been reset.`,
    warn: 'If this was not you, reset your password at once and contact support.',
    footer: 'This mail was sent from a send-only address; replies are not read.',
  }),
} as const;

/** SECURITY.md "Logs and notices": the member hears of every password change. */
export function passwordChangedMail({
  language,
  serviceName,
  signedOutApps = [],
}: {
  readonly language: Language;
  readonly serviceName: string;
  /** The connected apps the reset also logged out (SignOutSteps), named in the member's language. */
  readonly signedOutApps?: readonly string[];
}): RenderedMail {
  const w = changedWording[language](serviceName);
  const signedOut = signedOutAppsLine(language, signedOutApps);
  const body = signedOut ? `${w.body}\n${signedOut}` : w.body;
  const text = [body, '', w.warn, '', '--', serviceName, w.footer, ''].join('\n');
  const html = htmlMail(language, w.subject, serviceName, [
    paragraph(w.body),
    ...(signedOut ? [paragraph(signedOut)] : []),
    paragraph(w.warn),
    `<p style="margin:0;font-size:12px;color:#5b6478">${escapeHtml(w.footer)}</p>`,
  ]);
  return { subject: w.subject, text, html };
}
