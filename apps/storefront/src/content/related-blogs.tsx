// docs/browsing.md §2.12 Blog detail: the related-blogs list, each numbered by its `index` and linking to
// /blogs/{slug}; 'No Related Blog Found' when there are none.
import { Trans } from '@lingui/react/macro';
import type { BlogSummary } from '@sajilo/api';
import { Link } from 'react-router-dom';
import { LocalizedText } from '../i18n/localized-text.js';
import { blogHref } from './blog-card.js';
import { useFormatDate } from './format-date.js';
import styles from './related-blogs.module.css';

export function RelatedBlogs({ blogs }: { blogs: readonly BlogSummary[] }) {
  const formatDate = useFormatDate();
  return (
    <aside className={styles.related} aria-labelledby="related-blogs-heading">
      <h2 id="related-blogs-heading" className={styles.heading}>
        <Trans>Related Blogs</Trans>
      </h2>
      {blogs.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No Related Blog Found</Trans>
        </p>
      ) : (
        <ol className={styles.list}>
          {blogs.map((blog) => (
            <li key={blog.slug} value={blog.index} className={styles.item}>
              <span className={styles.number} aria-hidden="true">
                {String(blog.index).padStart(2, '0')}
              </span>
              <div className={styles.text}>
                <Link to={blogHref(blog.slug)} className={styles.link}>
                  <LocalizedText en={blog.title} ne={blog.title_ne} />
                </Link>
                <time dateTime={blog.date} className={styles.date}>
                  {formatDate(blog.date)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
