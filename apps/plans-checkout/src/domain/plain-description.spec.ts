import { describe, expect, it } from 'vitest';
import { plainDescription } from './plain-description';

describe('plainDescription (spec 000 §2)', () => {
  it('removes markup and line breaks, keeping words apart', () => {
    expect(plainDescription('<p>All <b>titles</b></p><p>HD</p>')).toBe('All titles HD');
    expect(plainDescription('line one<br>line two\r\nline three')).toBe('line one line two line three');
    expect(plainDescription('<ul><li>a</li><li>b</li></ul>')).toBe('a b');
  });

  it('collapses whitespace and trims', () => {
    expect(plainDescription('  a \n\n\t b  ')).toBe('a b');
    expect(plainDescription('')).toBe('');
  });

  it('decodes entities into text and never returns markup', () => {
    expect(plainDescription('Tom &amp; Jerry &lt;3')).toBe('Tom & Jerry <3');
    expect(plainDescription('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });

  it('drops script and style contents and runs nothing', () => {
    const markup =
      '<img src=x onerror="globalThis.__pwned=1"><script>globalThis.__pwned=1</script><style>p{}</style>ok';
    expect(plainDescription(markup)).toBe('ok');
    expect((globalThis as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
