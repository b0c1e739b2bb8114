import { describe, expect, it } from 'vitest';
import { newsMarkdownToHtml, newsMarkdownToText } from './news-markdown';

describe('the news mail’s Markdown', () => {
  const body = '# Spring grooming\n\nBook **now** for *April*:\nsee [our shop](https://pethaven.example/shop).\n\n- Baths\n- Nail trims';

  it('renders headings, paragraphs, lists, bold, italic and links to HTML', () => {
    expect(newsMarkdownToHtml(body)).toBe(
      '<h2>Spring grooming</h2>\n<p>Book <strong>now</strong> for <em>April</em>:<br>see <a href="https://pethaven.example/shop">our shop</a>.</p>\n<ul><li>Baths</li><li>Nail trims</li></ul>',
    );
  });

  it('renders the same to plain text', () => {
    expect(newsMarkdownToText(body)).toBe('SPRING GROOMING\n\nBook now for April:\nsee our shop (https://pethaven.example/shop).\n\n• Baths\n• Nail trims');
  });

  it('escapes every markup and refuses links that are not https, http or mailto', () => {
    const html = newsMarkdownToHtml('<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [x](https://a.example/"onmouseover="y)');
    expect(html).not.toMatch(/<script|<img|href="javascript|"onmouseover/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('[click](javascript:alert(1))');
  });
});
