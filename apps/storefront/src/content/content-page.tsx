// docs/browsing.md §2.16 "Common page chrome" for the content screens: the title band with breadcrumbs (Home,
// an optional middle link, the page) and a small-screen Back link, then the page's own content. The title is
// the page's visible h1, so routes pass `hiddenHeading={false}` to <Seo>.
import { type BreadcrumbLink, PageHeader } from '@sajilo/ui';
import type { ReactNode } from 'react';
import styles from './content-page.module.css';

export interface ContentPageProps {
  title: string;
  middle?: BreadcrumbLink;
  /** The breadcrumb's last step when it differs from the title. */
  current?: string;
  children: ReactNode;
}

export function ContentPage({ title, middle, current, children }: ContentPageProps) {
  return (
    <>
      <PageHeader title={title} middle={middle} current={current} headingLevel={1} />
      <div className={styles.content}>{children}</div>
    </>
  );
}
