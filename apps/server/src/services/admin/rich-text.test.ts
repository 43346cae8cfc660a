import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps structure, links, pictures and tables', () => {
    const html =
      '<h2>Care</h2><p>Wipe with <strong>water</strong>, see <a href="https://x.example/a">this</a>.</p>' +
      '<ul><li>one</li></ul><img src="https://x.example/p.webp" alt="A basin"><table><tr><td>1</td></tr></table>';
    expect(sanitizeRichText(html)).toBe(html.replace('alt="A basin">', 'alt="A basin" />'));
  });

  it('removes scripts, styles, frames, forms, event handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()" style="color:red">Hi</p><script>steal()</script><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><form><input name="x"></form>' +
        '<a href="javascript:steal()">x</a><img src="data:image/png;base64,AAAA" onerror="steal()">',
    );
    expect(out).toBe('<p>Hi</p><a>x</a><img />');
  });

  it('makes a link that opens a new tab unable to reach back', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
