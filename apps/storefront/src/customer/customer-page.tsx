// The frame of every customer screen: the title band with breadcrumbs (as the other pages, docs/browsing.md
// §2), the page's title and meta, then the content in the site's container.
import { type BreadcrumbLink, PageHeader } from '@sajilo/ui';
import type { ReactNode } from 'react';
import { Seo } from '../components/seo.js';
import styles from './customer-page.module.css';

export interface CustomerPageProps {
  title: string;
  middle?: BreadcrumbLink;
  description?: string;
  /** Narrow column for the login, register and password forms. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

export function CustomerPage({ title, middle, description, width = 'wide', children }: CustomerPageProps) {
  return (
    <>
      <Seo title={title} description={description} hiddenHeading={false} />
      <div className={styles.band}>
        <PageHeader title={title} middle={middle} />
      </div>
      <div className={styles.content} data-width={width}>
        {children}
      </div>
    </>
  );
}
