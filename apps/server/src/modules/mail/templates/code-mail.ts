import { PIN_RESEND_SUGGESTION_MINUTES, PIN_VALIDITY_MINUTES } from '@vs/validation';
import { escapeHtml } from '../../../http/escape';
import type { Language } from '../../../http/language';
import { codeBlock, htmlMail, paragraph, type RenderedMail } from './layout';

/** What every code mail says the same way: the code's label, the warning, the send-only footer. */
const codeWording = {
  ja: {
    label: '認証コード',
    ignore: 'このメールにお心当たりのない場合は、破棄してください。第三者に認証コードを伝えないでください。',
    footer: 'このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。',
  },
  en: {
    label: 'Verification code',
    ignore: 'If you did not request this, please ignore this mail. Never share the code with anyone.',
    footer: 'This mail was sent from a send-only address; replies are not read.',
  },
} as const;

/** The notes of every PIN mail (spec 000 §9: valid 60 minutes, resend suggested after 5). */
export const pinNotes = {
  ja: [
    `認証コードの有効期限は${PIN_VALIDITY_MINUTES}分です。`,
    `メールが届かない場合は、${PIN_RESEND_SUGGESTION_MINUTES}分ほど待ってから認証コードを再送信してください。`,
  ],
  en: [
    `The code is valid for ${PIN_VALIDITY_MINUTES} minutes.`,
    `If this mail does not arrive, wait about ${PIN_RESEND_SUGGESTION_MINUTES} minutes and then send the code again.`,
  ],
} as const;

export interface CodeMail {
  readonly language: Language;
  readonly serviceName: string;
  readonly subject: string;
  /** The paragraphs before the code: what it is for and where to enter it. */
  readonly lead: readonly string[];
  readonly code: string;
  /** The paragraphs after it: how long it is valid, when to ask again. */
  readonly notes: readonly string[];
}

/** A mail carrying a one-time code (sign-up PIN, My Page PIN, login and second-factor codes). */
export function codeMail({ language, serviceName, subject, lead, code, notes }: CodeMail): RenderedMail {
  const w = codeWording[language];
  const text = [
    ...lead,
    '',
    `${w.label}: ${code}`,
    '',
    ...notes,
    '',
    w.ignore,
    '',
    '--',
    serviceName,
    w.footer,
    '',
  ].join('\n');
  const html = htmlMail(language, subject, serviceName, [
    ...lead.map(paragraph),
    `<p style="margin:0;color:#5b6478;font-size:13px">${escapeHtml(w.label)}</p>`,
    codeBlock(w.label, code),
    ...notes.map(paragraph),
    `<hr style="border:none;border-top:1px solid #dde1e8;margin:24px 0">`,
    `<p style="margin:0 0 8px;font-size:12px;color:#5b6478">${escapeHtml(w.ignore)}</p>`,
    `<p style="margin:0;font-size:12px;color:#5b6478">${escapeHtml(w.footer)}</p>`,
  ]);
  return { subject, text, html };
}
