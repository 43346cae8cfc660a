// docs/browsing.md §2.16 "Common page chrome": a page with a page record takes its head from it: the title
// from seo_title (the record's title when that is empty), description and keywords from seo_description and
// seo_keyword, and the canonical link (design.md "Pages use their page record"). The record is asked for
// during the server render, so the served HTML carries it; the page's own words stand in only while it
// loads or when the shop has no such record.
import { usePageQuery } from '@sajilo/store';
import { Seo } from './seo.js';

export interface RecordSeoProps {
  /** The page record's slug. */
  record: string;
  /** The title and description without a record. */
  title: string;
  description: string;
}

export function RecordSeo({ record, title, description }: RecordSeoProps) {
  const page = usePageQuery(record).data?.page;
  return (
    <Seo
      title={page?.title || title}
      seoTitle={page?.seo_title}
      description={page?.seo_description || description}
      keywords={page?.seo_keyword}
      hiddenHeading={false}
    />
  );
}
