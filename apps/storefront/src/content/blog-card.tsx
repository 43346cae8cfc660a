// docs/browsing.md §2.11 Blog list: a card with title, image, date and the fixed tag, linking to
// /blogs/{slug}.
import { useLingui } from '@lingui/react/macro';
import type { BlogSummary } from '@sajilo/api';
import { ResponsiveImage } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { LocalizedText } from '../i18n/localized-text.js';
import styles from './blog-card.module.css';
import { BLOG_TAG } from './blog-tag.js';
import { useFormatDate } from './format-date.js';

export function blogHref(slug: string): string {
  return `/blogs/${encodeURIComponent(slug)}`;
}

export function BlogCard({ blog }: { blog: BlogSummary }) {
  const formatDate = useFormatDate();
  const { i18n } = useLingui();
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ResponsiveImage
          image={blog.image}
          alt=""
          sizes="(min-width: 1224px) 380px, (min-width: 600px) 50vw, 100vw"
          fit="cover"
        />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.tag}>{i18n._(BLOG_TAG)}</span>
          <time dateTime={blog.date}>{formatDate(blog.date)}</time>
        </p>
        <h3 className={styles.title}>
          <Link to={blogHref(blog.slug)} className={styles.link}>
            <LocalizedText en={blog.title} ne={blog.title_ne} />
          </Link>
        </h3>
        <p className={styles.summary}>
          <LocalizedText en={blog.summary} ne={blog.summary_ne} />
        </p>
      </div>
    </article>
  );
}
