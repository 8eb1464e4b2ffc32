import { describe, expect, it } from 'vitest';
import { excerptOf, htmlToPlainText, sanitizeMessageHtml } from './html-sanitizer';

describe('sanitizeMessageHtml', () => {
  it('keeps the allowed formatting and drops scripts, styles and event or style attributes', () => {
    const html =
      '<h3 class="x">Title</h3><p style="color:red" onmouseover="x()">A <strong>b</strong> <em>c</em></p><ul><li>one</li></ul><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>';
    expect(sanitizeMessageHtml(html)).toBe('<h3>Title</h3><p>A <strong>b</strong> <em>c</em></p><ul><li>one</li></ul>');
  });

  it('keeps http(s) and mailto links, opening safely in a new tab, and drops every other link but its text', () => {
    expect(sanitizeMessageHtml('<a href="https://a.test" target="_self" rel="opener">a</a>')).toBe(
      '<a href="https://a.test" rel="noopener noreferrer nofollow" target="_blank">a</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
      '/relative',
      '//evil.test',
    ]) {
      expect(sanitizeMessageHtml(`<a href="${href}">t</a> <a href="mailto:a@b.test">m</a>`), href).toBe(
        '<span>t</span> <a href="mailto:a@b.test" rel="noopener noreferrer nofollow" target="_blank">m</a>',
      );
    }
  });
});

describe('htmlToPlainText', () => {
  it('gives the text with entities decoded and blocks on their own lines', () => {
    expect(htmlToPlainText('<p>Fish &amp; chips &lt;3</p><p>Second   line</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Fish & chips <3\nSecond line\na\nb',
    );
    expect(htmlToPlainText('<p>&amp;lt;</p>')).toBe('&lt;');
  });
});

describe('excerptOf', () => {
  it('keeps short text and cuts long text at a word, within the limit', () => {
    expect(excerptOf('Short\ntext')).toBe('Short text');
    const excerpt = excerptOf('word '.repeat(50));
    expect(excerpt.length).toBeLessThanOrEqual(140);
    expect(excerpt.endsWith('word…')).toBe(true);
  });
});
