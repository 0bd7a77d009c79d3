import { escapeHtml } from '../../../http/escape';
import type { Language } from '../../../http/language';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/**
 * The HTML part of every mail: one centred column, inline styles only (mail clients drop <style>
 * and never run script), every value escaped. `blocks` are already-escaped HTML fragments.
 */
export function htmlMail(language: Language, title: string, serviceName: string, blocks: readonly string[]): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">\
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:sans-serif;color:#1f2a44">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<p style="margin:0 0 24px;font-weight:bold;font-size:16px">${escapeHtml(serviceName)}</p>
${blocks.join('\n')}
</div>
</body>
</html>`;
}

export const paragraph = (text: string): string => `<p style="margin:0 0 16px;line-height:1.7">${escapeHtml(text)}</p>`;

const codeStyle = 'margin:8px 0 24px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:monospace';

/** A one-time code in large spaced digits, read out with its label. */
export const codeBlock = (label: string, code: string): string =>
  `<p style="${codeStyle}" aria-label="${escapeHtml(label)}">${escapeHtml(code)}</p>`;
