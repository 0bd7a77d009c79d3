/** Elements whose boundaries separate words even though no whitespace sits between them. */
const wordBreaking = new Set([
  'BR',
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'TR',
  'TD',
  'TH',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'SECTION',
  'ARTICLE',
  'HR',
]);
/** Their text is never visible content. */
const invisible = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

function collect(node: Node, parts: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      parts.push(child.nodeValue ?? '');
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const tag = (child as Element).tagName;
      if (invisible.has(tag)) continue;
      const breaks = wordBreaking.has(tag);
      if (breaks) parts.push(' ');
      collect(child, parts);
      if (breaks) parts.push(' ');
    }
  }
}

/**
 * Spec 000 §2: list cards show the stored description with markup and line breaks removed. The
 * markup is parsed by an inert DOMParser document (no scripts run, nothing loads) and only its text
 * is kept; the result is plain text for React to escape, never HTML.
 */
export function plainDescription(markup: string): string {
  const doc = new DOMParser().parseFromString(markup, 'text/html');
  const parts: string[] = [];
  collect(doc.body, parts);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
