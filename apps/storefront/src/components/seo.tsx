// seed 000 §2 "Common page chrome": title, meta description, keywords and canonical link come from the
// record's SEO fields (seo_title falling back to the title); a hidden h1 shows seo_title or
// '{title} - {brand}'. React 19 hoists <title>, <meta> and <link> into the document head.
import { VisuallyHidden } from '@sajilo/ui';
import { useLocation } from 'react-router-dom';

export const SITE_NAME = 'Sajilo';

export interface SeoProps {
  title: string;
  seoTitle?: string | null | undefined;
  description?: string | null | undefined;
  keywords?: string | null | undefined;
  /** Leave out the hidden h1 when the page shows its own visible h1. */
  hiddenHeading?: boolean;
}

export function Seo({ title, seoTitle, description, keywords, hiddenHeading = true }: SeoProps) {
  const { pathname } = useLocation();
  const heading = seoTitle?.trim() || `${title} - ${SITE_NAME}`;
  return (
    <>
      <title>{seoTitle?.trim() || `${title} | ${SITE_NAME}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <link rel="canonical" href={`${window.location.origin}${pathname}`} />
      {hiddenHeading ? (
        <VisuallyHidden>
          <h1>{heading}</h1>
        </VisuallyHidden>
      ) : null}
    </>
  );
}
