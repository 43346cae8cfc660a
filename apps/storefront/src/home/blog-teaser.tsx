// docs/browsing.md §2, §4: the blog teaser shows 'Loading', then at most 3 posts (each to /blogs/{slug}), or
// nothing when there are none. `useBlogsQuery(3)` asks the server for the 3 newest.
import { Trans, useLingui } from '@lingui/react/macro';
import { useBlogsQuery } from '@sajilo/store';
import { ResponsiveImage } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { useFormatDate } from '../content/format-date.js';
import { LocalizedText } from '../i18n/localized-text.js';
import { Icon } from '../shell/icon.js';
import styles from './blog-teaser.module.css';
import { BLOG_TEASER_LIMIT } from './constants.js';
import { Section } from './section.js';

export function BlogTeaser() {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const { data, isLoading, error, refetch } = useBlogsQuery(BLOG_TEASER_LIMIT);
  const blogs = (data?.blogs ?? []).slice(0, BLOG_TEASER_LIMIT);
  if (!isLoading && !error && blogs.length === 0) return null;
  return (
    <Section
      title={t`Ideas & Buying Guides`}
      eyebrow={t`From our blog`}
      action={{ href: '/blogs', label: t`Read All Blogs` }}
      tone="muted"
    >
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <ul className={styles.grid}>
          {blogs.map((blog) => (
            <li key={blog.slug}>
              <article className={styles.card}>
                <div className={styles.media}>
                  <ResponsiveImage
                    image={blog.image}
                    alt=""
                    sizes="(min-width: 1224px) 384px, (min-width: 768px) 33vw, 100vw"
                    fit="cover"
                  />
                </div>
                <div className={styles.body}>
                  <time className={styles.date} dateTime={blog.date}>
                    {formatDate(blog.date)}
                  </time>
                  <h3 className={styles.title}>
                    <Link to={`/blogs/${encodeURIComponent(blog.slug)}`} className={styles.link}>
                      <LocalizedText en={blog.title} ne={blog.title_ne} />
                    </Link>
                  </h3>
                  <p className={styles.summary}>
                    <LocalizedText en={blog.summary} ne={blog.summary_ne} />
                  </p>
                  <span className={styles.more} aria-hidden="true">
                    <Trans>Read More</Trans>
                    <Icon name="arrow-right" size={16} />
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </QueryState>
    </Section>
  );
}
