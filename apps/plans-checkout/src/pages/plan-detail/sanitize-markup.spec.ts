import { describe, expect, it } from 'vitest';
import { looksLikeMarkup, sanitizeMarkup } from './sanitize-markup';

// The sanitiser itself (scripts, handlers, URLs) is @vs/ui/markup's spec; these are the plan page's rules.
describe('sanitizeMarkup', () => {
  it('keeps formatting and links', () => {
    expect(sanitizeMarkup('<p>All <strong>titles</strong><br>HD</p><ul><li>a</li></ul>')).toBe(
      '<p>All <strong>titles</strong><br>HD</p><ul><li>a</li></ul>',
    );
    expect(sanitizeMarkup('<a href="https://example.com/x">x</a>')).toBe('<a href="https://example.com/x">x</a>');
  });

  it('keeps the text of headings but not the headings', () => {
    expect(sanitizeMarkup('<h1>Big</h1>')).toBe('Big');
  });

  it('adds noopener to new-tab links and drops other targets', () => {
    expect(sanitizeMarkup('<a href="https://e.com" target="_blank">e</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
    expect(sanitizeMarkup('<a href="https://e.com" target="top">e</a>')).toBe('<a href="https://e.com">e</a>');
  });

  it('tells markup from plain text', () => {
    expect(looksLikeMarkup('<p>x</p>')).toBe(true);
    expect(looksLikeMarkup('a < b and c > d\nnext line')).toBe(false);
  });
});
