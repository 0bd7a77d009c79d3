// docs/performance.md holds the output of more than one benchmark. Each writer owns the text
// between its own pair of HTML comments (invisible in the rendered page) and leaves the rest alone.
import { readFileSync, writeFileSync } from 'node:fs';

const open = (name) => `<!-- bench:${name} -->`;
const close = (name) => `<!-- /bench:${name} -->`;

/** `content` between `name`'s markers. */
export function marked(name, content) {
  return `${open(name)}\n${content.trim()}\n${close(name)}`;
}

/** The text between `name`'s markers in `text`, or null when they are missing. */
export function markedBlock(text, name) {
  const start = text.indexOf(open(name));
  const end = text.indexOf(close(name), start);
  if (start === -1 || end === -1) return null;
  return text
    .slice(start + open(name).length, end)
    .replace(/^\n/, '')
    .replace(/\n$/, '');
}

/**
 * `text` with `name`'s block replaced by `content`; a missing block goes at the end, or at the
 * start with `missing: 'prepend'` (the first-visit report opens the page).
 */
export function withMarkedBlock(text, name, content, { missing = 'append' } = {}) {
  const block = marked(name, content);
  const start = text.indexOf(open(name));
  const end = text.indexOf(close(name), start);
  if (start !== -1 && end !== -1) return `${text.slice(0, start)}${block}${text.slice(end + close(name).length)}`;
  const rest = text.trim();
  if (!rest) return `${block}\n`;
  return missing === 'prepend' ? `${block}\n\n${rest}\n` : `${rest}\n\n${block}\n`;
}

/** The file's text, empty when it does not exist yet. */
export function readDoc(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Rewrites only `name`'s block of `file` (see {@link withMarkedBlock}). */
export function writeMarkedSection(file, name, content, options) {
  writeFileSync(file, withMarkedBlock(readDoc(file), name, content, options));
}
