// docs/browsing.md §2.16 "Common page chrome" for the content screens: the title band with breadcrumbs (Home,
// an optional middle link, the page) and a small-screen Back link, then the page's own content. The title is
// the page's visible h1, so routes pass `hiddenHeading={false}` to <Seo>.
import { type BreadcrumbLink, PageHeader } from '@sajilo/ui';
import type { ReactNode } from 'react';
import styles from './content-page.module.css';

export interface ContentPageProps {
  title: string;
  /** `en` when a Nepali page shows the record's English title (docs/nepal.md "Content in Nepali"). */
  titleLang?: 'en' | undefined;
  middle?: BreadcrumbLink;
  /** The breadcrumb's last step when it differs from the title. */
  current?: string;
  children: ReactNode;
}

export function ContentPage({ title, titleLang, middle, current, children }: ContentPageProps) {
  return (
    <>
      <PageHeader title={title} titleLang={titleLang} middle={middle} current={current} headingLevel={1} />
      <div className={styles.content}>{children}</div>
    </>
  );
}
