// docs/browsing.md §2.16 "Common page chrome": a page with a page record takes its head from it: the title
// from seo_title (the record's title when that is empty), description and keywords from seo_description and
// seo_keyword, and the canonical link (design.md "Pages use their page record"). The record is asked for
// during the server render, so the served HTML carries it; the page's own words stand in only while it
// loads or when the shop has no such record. On a Nepali page the record's Nepali is used (docs/nepal.md
// "Content in Nepali"), and the page's own Nepali words where the record has none.
import type { Page } from '@sajilo/api';
import { usePageQuery } from '@sajilo/store';
import { type ContentText, useContentText, useIsNepali } from '../i18n/localized.js';
import { Seo } from './seo.js';

/** A page record's texts in the page's language. */
export interface PageRecordText {
  title: ContentText;
  body: ContentText;
  /** The head's title and description: the record's in the page's language, or undefined. */
  seoTitle: string | undefined;
  seoDescription: string | undefined;
  keywords: string | undefined;
}

export function usePageRecordText(page: Page | undefined): PageRecordText | undefined {
  const nepali = useIsNepali();
  const text = useContentText();
  if (!page) return undefined;
  return {
    title: text(page.title, page.title_ne),
    body: text(page.description, page.description_ne),
    seoTitle: (nepali ? page.seo_title_ne : page.seo_title) ?? undefined,
    seoDescription: (nepali ? page.seo_description_ne : page.seo_description) || undefined,
    keywords: page.seo_keyword || undefined,
  };
}

export interface RecordSeoProps {
  /** The page record's slug. */
  record: string;
  /** The title and description without a record (in the page's language). */
  title: string;
  description: string;
}

export function RecordSeo({ record, title, description }: RecordSeoProps) {
  const page = usePageRecordText(usePageQuery(record).data?.page);
  return (
    <Seo
      title={page && !page.title.lang ? page.title.text : title}
      seoTitle={page?.seoTitle}
      description={page?.seoDescription || description}
      keywords={page?.keywords}
      hiddenHeading={false}
    />
  );
}
