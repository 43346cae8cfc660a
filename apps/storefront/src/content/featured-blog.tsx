// docs/browsing.md §2.11 Blog list: the featured area shows the newest post (the API lists newest first).
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlogSummary } from '@sajilo/api';
import { ResponsiveImage } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { useLocalized } from '../i18n/localized.js';
import { LocalizedText } from '../i18n/localized-text.js';
import { blogHref } from './blog-card.js';
import { BLOG_TAG } from './blog-tag.js';
import buttons from './button-link.module.css';
import styles from './featured-blog.module.css';
import { useFormatDate } from './format-date.js';
import { ReadMoreLink } from './read-more-link.js';

export function FeaturedBlog({ blog }: { blog: BlogSummary }) {
  const formatDate = useFormatDate();
  const { i18n } = useLingui();
  const title = useLocalized()(blog.title, blog.title_ne);
  return (
    <article className={styles.featured} aria-labelledby="featured-blog-title">
      <div className={styles.media}>
        <ResponsiveImage
          image={blog.image}
          alt=""
          sizes="(min-width: 1224px) 700px, 100vw"
          priority
          fit="cover"
        />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.badge}>
            <Trans>Featured</Trans>
          </span>
          <span className={styles.tag}>{i18n._(BLOG_TAG)}</span>
          <time dateTime={blog.date}>{formatDate(blog.date)}</time>
        </p>
        <h2 id="featured-blog-title" className={styles.title}>
          <Link to={blogHref(blog.slug)} className={styles.titleLink}>
            <LocalizedText en={blog.title} ne={blog.title_ne} />
          </Link>
        </h2>
        <p className={styles.summary}>
          <LocalizedText en={blog.summary} ne={blog.summary_ne} />
        </p>
        <ReadMoreLink to={blogHref(blog.slug)} title={title} className={buttons.primary} />
      </div>
    </article>
  );
}
