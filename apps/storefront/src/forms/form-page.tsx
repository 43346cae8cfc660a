// docs/browsing.md §2.16 "common page chrome" for the form screens: the title band (visible h1, breadcrumbs,
// the small-screen Back link), a short introduction, the form in a card and an optional side column.
import { useLingui } from '@lingui/react/macro';
import { type BreadcrumbLink, PageHeader } from '@sajilo/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../shell/icon.js';
import styles from './form-page.module.css';

export interface FormPageProps {
  title: string;
  middle?: BreadcrumbLink;
  current?: string;
  backHref?: string;
  /** A visible link back where the visitor came from (the job application's link to its job). */
  back?: { href: string; label: string };
  intro?: ReactNode;
  aside?: ReactNode;
  /** Content below the form and its side column (e.g. the quick-links carousel). */
  after?: ReactNode;
  children: ReactNode;
}

export function FormPage({
  title,
  middle,
  current,
  backHref,
  back,
  intro,
  aside,
  after,
  children,
}: FormPageProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={title} middle={middle} current={current} backHref={backHref} headingLevel={1} />
      <div className={styles.content}>
        {back !== undefined && (
          <Link to={back.href} className={styles.back}>
            <Icon name="arrow-right" size={18} className={styles.backIcon} />
            {back.label}
          </Link>
        )}
        {intro !== undefined && <p className={styles.intro}>{intro}</p>}
        <div className={[styles.layout, aside === undefined ? undefined : styles.withAside].join(' ')}>
          <section className={styles.card} aria-label={t`${title} form`}>
            {children}
          </section>
          {aside !== undefined && <aside className={styles.aside}>{aside}</aside>}
        </div>
        {after !== undefined && <div className={styles.after}>{after}</div>}
      </div>
    </>
  );
}
