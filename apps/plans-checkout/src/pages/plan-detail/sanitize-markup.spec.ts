import { describe, expect, it } from 'vitest';
import { looksLikeMarkup, sanitizeMarkup } from './sanitize-markup';

describe('sanitizeMarkup', () => {
  it('keeps formatting and links', () => {
    expect(sanitizeMarkup('<p>All <strong>titles</strong><br>HD</p><ul><li>a</li></ul>')).toBe(
      '<p>All <strong>titles</strong><br>HD</p><ul><li>a</li></ul>',
    );
    expect(sanitizeMarkup('<a href="https://example.com/x">x</a>')).toBe('<a href="https://example.com/x">x</a>');
  });

  it('removes scripts, handlers, styles and dangerous URLs', () => {
    const out = sanitizeMarkup(
      '<script>alert(1)</script><img src=x onerror=alert(1)><p onclick="x()" style="color:red">t</p>' +
        '<a href="javascript:alert(1)">j</a><iframe src="//e"></iframe>',
    );
    expect(out).toBe('<p>t</p><a>j</a>');
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
