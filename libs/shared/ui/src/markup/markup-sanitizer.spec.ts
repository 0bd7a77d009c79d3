import { describe, expect, it } from 'vitest';
import { formattingTags, markupSanitizer } from './markup-sanitizer';

const newTab = markupSanitizer({ tags: formattingTags, attributes: ['href', 'target'], links: 'new-tab' });
const asWritten = markupSanitizer({ tags: formattingTags, attributes: ['href', 'target'], links: 'as-written' });

describe('markupSanitizer', () => {
  it('keeps the allowed tags and the text of any other', () => {
    expect(asWritten('<p>A <strong>b</strong></p><h1>Big</h1><ul><li>c</li></ul>')).toBe(
      '<p>A <strong>b</strong></p>Big<ul><li>c</li></ul>',
    );
  });

  it('removes scripts, handlers, styles, media and unsafe URLs', () => {
    expect(
      asWritten(
        '<script>alert(1)</script><img src=x onerror=alert(1)><p onclick="x()" style="color:red">t</p>' +
          '<a href="javascript:alert(1)">j</a><iframe src="//e"></iframe>',
      ),
    ).toBe('<p>t</p><a>j</a>');
  });

  it('opens every link in a new tab without the opener under "new-tab"', () => {
    expect(newTab('<a href="https://e.com">e</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });

  it('keeps only a written new tab under "as-written", and drops other targets', () => {
    expect(asWritten('<a href="https://e.com" target="_blank">e</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
    expect(asWritten('<a href="https://e.com" target="top">e</a>')).toBe('<a href="https://e.com">e</a>');
    expect(asWritten('<a href="https://e.com">e</a>')).toBe('<a href="https://e.com">e</a>');
  });

  it("keeps each sanitiser's link rule to itself when both run in one page", () => {
    const link = '<a href="https://e.com">e</a>';
    expect(newTab(link)).toContain('target="_blank"');
    expect(asWritten(link)).toBe(link);
    expect(newTab(link)).toContain('target="_blank"');
  });
});
