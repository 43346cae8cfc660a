import { useEffect, useMemo, useState } from 'react';
import styles from './rich-text.module.css';

type Sanitize = (html: string) => string;

let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * Loads the sanitiser (DOMPurify, about 9 KB gzip) on first need, as a chunk of its own: a page that shows
 * server HTML does not carry it among the scripts it hydrates with. A server renderer awaits this once
 * before rendering, so its HTML holds the sanitised content; tests that render synchronously do the same.
 */
export function loadRichTextSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then((module) => {
    sanitize = module.sanitizeHtml;
    return module.sanitizeHtml;
  });
  return loading;
}

export interface RichTextProps {
  /** HTML from the server; it is sanitised with DOMPurify before it reaches the DOM. */
  html: string;
  as?: 'div' | 'article' | 'section';
  className?: string;
  /** The language of the HTML when it is not the page's (English shown on a Nepali page). */
  lang?: string | undefined;
}

/**
 * Server HTML, sanitised and styled as prose. Until the sanitiser has loaded (see above) the element is
 * rendered empty; while hydrating a server-rendered page that keeps the server's sanitised content in
 * place (React does not write the inner HTML of an element it hydrates), and the sanitised HTML is set
 * once the sanitiser has arrived.
 */
export function RichText({ html, as: Element = 'div', className, lang }: RichTextProps) {
  const [ready, setReady] = useState(() => sanitize !== undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadRichTextSanitizer().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  const clean = useMemo(() => (ready && sanitize ? sanitize(html) : ''), [html, ready]);
  return (
    <Element
      className={[styles.richText, className].filter(Boolean).join(' ')}
      lang={lang}
      // The server's content stays until the sanitiser is here (see above): not a mismatch.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
