// A page record's HTML body (sanitised by RichText). Links inside it that stay on this site (the who-we-are
// text links to /products/categories/…) go through the router instead of reloading the whole page.
import { RichText } from '@sajilo/ui';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

export interface PageBodyProps {
  html: string;
  className?: string;
  /** `en` when a Nepali page shows the English body (docs/nepal.md "Content in Nepali"). */
  lang?: 'en' | undefined;
}

export function PageBody({ html, className, lang }: PageBodyProps) {
  const navigate = useNavigate();
  const base = useHref('/');
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    // A Nepali body links to /ne/… (right without script too); the router adds its /ne itself.
    const own = base !== '/' && (url.pathname === base || url.pathname.startsWith(`${base}/`));
    const path = own ? url.pathname.slice(base.length) || '/' : url.pathname;
    navigate(`${path}${url.search}${url.hash}`);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates the clicks of the links inside; they stay the keyboard targets (Enter fires click)
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div className={className} onClick={onClick} data-page-body="">
      <RichText html={html} lang={lang} />
    </div>
  );
}
