// docs/browsing.md §2.16 "Common page chrome": title, meta description, keywords and canonical link come from
// the record's SEO fields (seo_title falling back to the title); a hidden h1 shows seo_title or
// '{title} - {brand}'. React 19 hoists <title>, <meta> and <link> into the document head, on the page
// server as in the browser (src/entry-server.tsx), so the served HTML carries them. Open Graph and
// Twitter cards repeat them with the page's picture for link previews (Facebook, WhatsApp, Viber).
import { VisuallyHidden } from '@sajilo/ui';
import { useEffect } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { useIsNepali } from '../i18n/localized.js';
import { useSiteOrigin } from '../lib/site-origin.js';

export const SITE_NAME = 'Sajilo';
/** The shop's name on its Nepali pages (docs/nepal.md "Content in Nepali"). */
export const SITE_NAME_NE = 'सजिलो';

export interface SeoImage {
  url: string;
  width?: number | null | undefined;
  height?: number | null | undefined;
  alt?: string | null | undefined;
}

export interface SeoProps {
  title: string;
  seoTitle?: string | null | undefined;
  description?: string | null | undefined;
  keywords?: string | null | undefined;
  /** Leave out the hidden h1 when the page shows its own visible h1. */
  hiddenHeading?: boolean;
  /** The picture of a link preview (a product's first picture, a blog's cover). */
  image?: SeoImage | null | undefined;
  /** Open Graph type: `website` unless the page is a product or an article. */
  type?: 'website' | 'product' | 'article';
}

export function Seo({
  title,
  seoTitle,
  description,
  keywords,
  hiddenHeading = true,
  image,
  type = 'website',
}: SeoProps) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  // docs/storefront.md "Search engines and link previews": the Nepali page's title ends in the shop's Nepali name, and Open Graph names
  // the page's locale and its other language's.
  const nepali = useIsNepali();
  const siteName = nepali ? SITE_NAME_NE : SITE_NAME;
  const heading = seoTitle?.trim() || `${title} - ${siteName}`;
  const fullTitle = seoTitle?.trim() || `${title} | ${siteName}`;
  // useHref adds the router's basename: a Nepali page's canonical is its own `/ne/…` address (docs/nepal.md
  // "Languages").
  const canonical = `${origin}${useHref(pathname)}`;
  // A page rendered in the browser only starts from the plain shell (index.html), whose own <title> holds
  // the tab's name until the app renders; once this page's title is in the head, the shell's goes, so the
  // document has one <title> (test/e2e/html.test.ts).
  useEffect(() => {
    document.head.querySelector('title[data-shell]')?.remove();
  }, []);
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={nepali ? 'ne_NP' : 'en_US'} />
      <meta property="og:locale:alternate" content={nepali ? 'en_US' : 'ne_NP'} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonical} />
      {image ? <meta property="og:image" content={image.url} /> : null}
      {image?.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image?.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {image?.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {image ? <meta name="twitter:image" content={image.url} /> : null}
      {hiddenHeading ? <VisuallyHidden as="h1">{heading}</VisuallyHidden> : null}
    </>
  );
}
