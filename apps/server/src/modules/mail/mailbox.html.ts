import type { DevMailboxMessage } from '@vs/contract';
import { escapeHtml } from '../../http/escape';

function row(message: DevMailboxMessage): string {
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p><small>${escapeHtml(message.createdAt)} · from ${escapeHtml(message.from)} · \
to <strong>${escapeHtml(message.to)}</strong></small></p>
<pre>${escapeHtml(message.text)}</pre>
</article>`;
}

/** The demo's visitors are told in both languages that this is no real mail service. */
const demoNote = `<p lang="ja">これはデモ用のメールボックスです。デモのサイトはメールを送信せず、届くはずのメール（PIN、パスワード再設定など）をここに表示します。</p>
<p>This is the demo's mailbox. The demo sends no mail: \
the mails you would receive (PINs, password resets) are shown here.</p>`;

/** A plain page for people trying the site (demo) or developing it: no script, every value escaped. */
export function mailboxPage(serviceName: string, messages: readonly DevMailboxMessage[], demo = false): string {
  const body =
    messages.length === 0
      ? '<p><span lang="ja">メールはまだありません。</span> No mail yet.</p>'
      : messages.map(row).join('\n');
  const title = `${demo ? 'デモのメールボックス · Demo mailbox' : 'Dev mailbox'} · ${escapeHtml(serviceName)}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}\
article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style>
</head>
<body>
<h1>${title}</h1>
${demo ? demoNote : ''}
${body}
</body>
</html>`;
}
