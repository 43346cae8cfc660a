import type { ReactNode } from 'react';
import { type BreadcrumbLink, Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { type LinkComponent, useLinkComponent } from '../link/link-provider';
import { useUiText } from '../ui-text/ui-text';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: string;
  /** The title's language when it is not the page's (English shown on a Nepali page). */
  titleLang?: string | undefined;
  /** The breadcrumb between Home and this page. */
  middle?: BreadcrumbLink;
  /** The breadcrumb's last step; the title by default. */
  current?: string;
  /** Where Back leads: the middle step, else Home. */
  backHref?: string;
  backLabel?: string;
  /**
   * The storefront also renders a hidden h1 from the SEO title (docs/browsing.md §2), so this may be an h2.
   */
  headingLevel?: 1 | 2;
  linkComponent?: LinkComponent;
  /** Extra content under the breadcrumbs, e.g. a count line. */
  children?: ReactNode;
}

/**
 * docs/browsing.md §2.16 "common page chrome": a title band with breadcrumbs and a small-screen Back link.
 */
export function PageHeader({
  title,
  titleLang,
  middle,
  current,
  backHref,
  backLabel: backLabelProp,
  headingLevel = 1,
  linkComponent,
  children,
}: PageHeaderProps) {
  const text = useUiText();
  const backLabel = backLabelProp ?? text.back;
  const Link = useLinkComponent(linkComponent);
  const Heading = `h${headingLevel}` as const;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <Link href={backHref ?? middle?.href ?? '/'} className={styles.back}>
            <span aria-hidden="true">←</span>
            {backLabel}
          </Link>
          <Heading className={styles.title} lang={titleLang}>
            {title}
          </Heading>
        </div>
        <Breadcrumbs
          current={current ?? title}
          currentLang={current === undefined ? titleLang : undefined}
          middle={middle}
          linkComponent={linkComponent}
        />
        {children !== undefined && <div className={styles.extra}>{children}</div>}
      </div>
    </header>
  );
}
