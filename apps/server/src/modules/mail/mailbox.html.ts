import type { DevMailboxMessage } from '@vs/contract';
import { escapeHtml } from '../../http/escape';

function row(message: DevMailboxMessage): string {
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p><small>${escapeHtml(message.createdAt)} · from ${escapeHtml(message.from)} · to <strong>${escapeHtml(message.to)}</strong></small></p>
<pre>${escapeHtml(message.text)}</pre>
</article>`;
}

/** A plain page for people in development: no script, every value escaped. */
export function mailboxPage(serviceName: string, messages: readonly DevMailboxMessage[]): string {
  const body = messages.length === 0 ? '<p>No mail yet.</p>' : messages.map(row).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Dev mailbox · ${escapeHtml(serviceName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style>
</head>
<body>
<h1>Dev mailbox · ${escapeHtml(serviceName)}</h1>
${body}
</body>
</html>`;
}
