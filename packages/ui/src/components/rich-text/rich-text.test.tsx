import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { loadRichTextSanitizer, RichText } from './rich-text';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers, javascript: links, styles and forms', () => {
    const dirty = [
      '<p onclick="steal()">Hello<script>alert(1)</script></p>',
      '<img src="x" onerror="alert(2)" alt="x">',
      '<a href="javascript:alert(3)">click</a>',
      '<style>body{display:none}</style>',
      '<form action="https://evil.example"><input name="password"></form>',
      '<iframe src="https://evil.example"></iframe>',
      '<span style="position:fixed">overlay</span>',
    ].join('');
    const clean = sanitizeHtml(dirty);
    for (const banned of [
      'script',
      'onclick',
      'onerror',
      'javascript:',
      '<style',
      '<form',
      '<input',
      '<iframe',
      'style=',
    ]) {
      expect(clean).not.toContain(banned);
    }
    expect(clean).toContain('<p>Hello</p>');
    expect(clean).toContain('overlay');
  });

  it('keeps new-tab links safe', () => {
    expect(sanitizeHtml('<a href="https://sajilo.example" target="_blank">Sajilo</a>')).toBe(
      '<a href="https://sajilo.example" target="_blank" rel="noopener noreferrer">Sajilo</a>',
    );
  });
});

describe('RichText', () => {
  // The sanitiser is a chunk of its own, loaded on first need; a renderer (the page server) awaits it first.
  beforeAll(() => loadRichTextSanitizer());

  it('renders the safe part of server HTML as prose', async () => {
    const html = `
      <h2>Choosing tiles for a Kathmandu monsoon</h2>
      <p>Pick <strong>anti-skid</strong> finishes for bathrooms <img src="x" onerror="alert(1)" alt="Anti-skid tile"></p>
      <ul><li>R11 rating for wet areas</li><li>Matt finish</li></ul>
      <script>window.hacked = true</script>
    `;
    const { container } = render(<RichText html={html} as="article" />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Anti-skid tile' })).not.toHaveAttribute('onerror');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Choosing tiles for a Kathmandu monsoon' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.firstElementChild?.tagName).toBe('ARTICLE');
    expect(Reflect.get(window, 'hacked')).toBeUndefined();
    await expectNoAxeViolations(container);
  });

  it('renders nothing harmful for empty HTML', () => {
    const { container } = render(<RichText html="" />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
