import { useMemo } from 'react';
import styles from './rich-text.module.css';
import { sanitizeHtml } from './sanitize-html';

export interface RichTextProps {
  /** HTML from the server; it is sanitised with DOMPurify before it reaches the DOM. */
  html: string;
  as?: 'div' | 'article' | 'section';
  className?: string;
}

/** Server HTML, sanitised and styled as prose. */
export function RichText({ html, as: Element = 'div', className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Element
      className={[styles.richText, className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
